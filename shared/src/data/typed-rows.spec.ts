/**
 * Rows are typed with the shared unions (each service's database/schema.ts), so the code that reads and writes them —
 * pg-stores, row mappers, seeds — never needs to cast a column to one. A cast there would hide a column
 * whose type drifted from the record's; this fails on any `as` (or `<T>`) to a type imported from
 * @madar/shared or named like a union (…Status, …CategoryId, even when re-exported by a local module),
 * except on an object literal (a partial record widened on purpose).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ts from 'typescript';

/** The services that keep rows in PostgreSQL. */
const REPO = join(__dirname, '../../..');
const SERVICES = ['auth', 'content', 'inquiries', 'recruitment'];
const ROW_CODE = /(\.pg-store|\.row|\.seed|[/\\]database[/\\]seed)\.ts$/;
const UNION_NAME = /(Status|Type|Category|CategoryId|Role|Kind|Flag)$/;

function sharedTypeCasts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const shared = new Set<string>();
  const found: string[] = [];
  const namesShared = (type: ts.Node): boolean =>
    (ts.isTypeReferenceNode(type) &&
      ts.isIdentifier(type.typeName) &&
      (shared.has(type.typeName.text) || UNION_NAME.test(type.typeName.text))) ||
    (ts.forEachChild(type, (child) => namesShared(child) || undefined) ?? false);
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text.startsWith('@madar/shared')
    ) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const name of bindings.elements) shared.add(name.name.text);
    }
    if (
      (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
      !ts.isObjectLiteralExpression(skipParentheses(node.expression)) &&
      namesShared(node.type)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file.slice(REPO.length + 1)}:${line + 1}: ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function skipParentheses(node: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(node) ? skipParentheses(node.expression) : node;
}

describe('typed rows', () => {
  it.each(SERVICES)('%s casts no column to a shared type in pg-stores, row mappers or seeds', (service) => {
    const src = join(REPO, 'services', service, 'src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .map((name) => join(src, name))
      .filter((file) => ROW_CODE.test(file));
    expect(files.some((file) => file.endsWith('.pg-store.ts'))).toBe(true);
    expect(files.flatMap(sharedTypeCasts)).toEqual([]);
  });
});

/**
 * Every limit a service's DTO enforces comes from the request contracts in this folder, so a change
 * made here reaches the DTO, its OpenAPI document and the web's form together. This reads the DTO and
 * input files of every service and fails on a length or count written as a number literal there.
 */
import { globSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const REPO = join(__dirname, '..', '..', '..');
const DTO_FILES = ['services/*/src/**/dto/*.ts', 'services/*/src/**/*.input.ts'];

// A limit given as a literal: decorator arguments, OpenAPI options, LocalizedTextInput's length and a
// `…_MAX = 123` constant declared beside the DTO.
const LITERAL_LIMITS = [
  /@(?:MaxLength|MinLength|Length|ArrayMaxSize)\(\s*[\d_]+/g,
  /\b(?:maxLength|maxItems):\s*[\d_]+/g,
  /\bLocalizedTextInput\(\s*[\d_]+/g,
  /\b[A-Z][A-Z0-9_]*_MAX\s*=\s*[\d_]+/g,
];

function literalLimits(source: string): string[] {
  return LITERAL_LIMITS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[0]));
}

describe('limits of the services DTOs', () => {
  it('recognises a literal limit in each of its forms', () => {
    expect(
      literalLimits(
        '@MaxLength(200) @ArrayMaxSize(20) { maxLength: 1_024 } LocalizedTextInput(500, {}) ITEM_MAX = 5',
      ),
    ).toHaveLength(5);
    expect(literalLimits('@MaxLength(BRIEF_LIMITS.goals) LocalizedTextInput(POST_LIMITS.title)')).toEqual([]);
  });

  it('takes every limit from the shared request contracts, none written as a number', () => {
    const files = globSync(DTO_FILES, { cwd: REPO }).filter((file) => !file.endsWith('.spec.ts'));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      literalLimits(readFileSync(join(REPO, file), 'utf8')).map(
        (literal) => `${relative('.', file)}: ${literal}`,
      ),
    );
    expect(found).toEqual([]);
  });
});

/**
 * The gateway's nginx template as the gateway-*.test.ts files read it, and the API paths a regex
 * location serves, so a location of any shape can be checked against the services' routes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const GATEWAY = path.resolve(__dirname, '../../../gateway');
const read = (file: string): string => readFileSync(path.join(GATEWAY, file), 'utf8');
const withoutComments = (text: string): string => text.replace(/#[^\n]*/g, '');

/** The repository file an include names: templates/api/ is rendered into conf.d/api/ at start. */
function includedFile(target: string): { file: string; api: boolean } | undefined {
  const api = /^\/etc\/nginx\/conf\.d\/api\/([\w-]+\.conf)$/.exec(target);
  if (api) return { file: `templates/api/${api[1] ?? ''}.template`, api: true };
  const snippet = /^\/etc\/nginx\/snippets\/([\w-]+\.conf)$/.exec(target);
  return snippet ? { file: `snippets/${snippet[1] ?? ''}`, api: false } : undefined;
}

/**
 * default.conf.template without its comments, its includes in place: the API's locations (generated
 * from the route table) always, the snippets too with `snippets: true`.
 */
export function gatewayConfig({ snippets }: { snippets: boolean }): string {
  const expand = (text: string): string =>
    withoutComments(text).replace(/include\s+(\S+);/g, (line, target: string) => {
      const included = includedFile(target);
      return included && (included.api || snippets) ? expand(read(included.file)) : line;
    });
  return expand(read('templates/default.conf.template'));
}

/** The server's configuration with the API's locations in place (the snippets left as includes). */
export const gatewayTemplate = gatewayConfig({ snippets: false });

/**
 * Paths a regex location matches, built from the route names it spells out: `/api/<name>` and
 * `/api/<name>/some-id` for each, kept where the pattern matches them.
 * `^/api/(jobs|applications)(/|$)` gives all four; `^/api/(team|blog/categories)$` gives two.
 */
export function regexLocationPaths(pattern: string): string[] {
  const names = new Set(pattern.replace(/^\^\/api\//, '').match(/[a-z][\w-]*(?:\/[a-z][\w-]*)*/g));
  const location = new RegExp(pattern);
  return [...names]
    .flatMap((name) => [`/api/${name}`, `/api/${name}/some-id`])
    .filter((uri) => location.test(uri));
}

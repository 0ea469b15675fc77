/**
 * The gateway's nginx template as the gateway-*.test.ts files read it, and the API paths a regex
 * location serves, so a location of any shape can be checked against the services' routes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** default.conf.template without its comments. */
export const gatewayTemplate = readFileSync(
  path.resolve(__dirname, '../../../gateway/templates/default.conf.template'),
  'utf8',
).replace(/#[^\n]*/g, '');

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

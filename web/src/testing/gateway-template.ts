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

/** The body of the `{ ... }` block that opens at `start` (just past its `{`), nested blocks included. */
export function blockAt(config: string, start: number): string {
  let depth = 1;
  let end = start;
  while (depth > 0 && end < config.length) {
    if (config[end] === '{') depth += 1;
    if (config[end] === '}') depth -= 1;
    end += 1;
  }
  return config.slice(start, end - 1);
}

/**
 * The servers of a configuration, each with the addresses it listens on (`80`, `127.0.0.1:8082`), and
 * its upstream blocks by name with their servers: the public server reaches the gateway's own page
 * server through one (`proxy_pass http://gateway_pages...`).
 */
export function gatewayServers(config: string): {
  servers: { listen: string[]; body: string }[];
  upstreams: Map<string, string[]>;
} {
  const servers = [...config.matchAll(/(?:^|\n)\s*server\s*\{/g)].map((match) => {
    const body = blockAt(config, (match.index ?? 0) + match[0].length);
    // Only the server's own listen lines, not those of a nested block.
    return { listen: [...body.matchAll(/(?:^|\n)\s*listen\s+([^\s;]+)/g)].map((m) => m[1] ?? ''), body };
  });
  const upstreams = new Map(
    [...config.matchAll(/upstream\s+(\w+)\s*\{/g)].map((match) => [
      match[1] ?? '',
      [...blockAt(config, (match.index ?? 0) + match[0].length).matchAll(/server\s+([^\s;]+)/g)].map(
        (m) => m[1] ?? '',
      ),
    ]),
  );
  return { servers, upstreams };
}

/**
 * Public pages link in their own language: their code takes Link, NavLink and navigation from
 * components/ui/link (which adds `/ar` on Arabic pages), never react-router's own. The admin, which
 * has one address for every language, uses react-router's directly.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const WEB_SRC = join(__dirname, '../..');
const ADMIN =
  /^(app\/routes\/admin|features\/(admin-[\w-]+|[\w-]+-admin|dashboard|service-health)|components\/admin|components\/ui\/admin-)/;
const ROUTER_LINKS = /import\s*\{([^}]*)\}\s*from\s*'react-router-dom'/g;
const LINKING = /\b(Link|NavLink|useNavigate|Navigate)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('links on public pages', () => {
  it('come from components/ui/link, not from react-router-dom', () => {
    const offenders = sourceFiles(WEB_SRC).flatMap((path) => {
      const file = relative(WEB_SRC, path);
      if (ADMIN.test(file) || /^(testing|server)\//.test(file)) return [];
      // The link module itself, the route table (the admin redirect), the router, and the language
      // switcher, which builds the other language's address itself.
      const own = [
        'components/ui/link.tsx',
        'app/routes.tsx',
        'app/router.tsx',
        'components/layout/language-toggle.tsx',
      ];
      if (own.includes(file)) return [];
      return [...readFileSync(path, 'utf8').matchAll(ROUTER_LINKS)]
        .filter((match) => LINKING.test(match[1] ?? ''))
        .map(() => file);
    });
    expect(offenders).toEqual([]);
  });
});

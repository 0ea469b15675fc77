/**
 * Every service's migrations keep the expand/contract rule (docs/migrations.md): run over
 * services/<service>/src/database/migrations.ts, each service found on disk.
 */
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Migrations } from './database';
import { checkMigrations, GRANDFATHERED } from './migration-rules';

// The services import this library by its package name, whose entry points are the built files; the
// check reads the sources instead (as the services' own test projects map them), so it needs no build.
jest.mock('@madar/shared', () => jest.requireActual<object>('../index'), { virtual: true });
jest.mock('@madar/shared/data', () => jest.requireActual<object>('./index'), { virtual: true });
jest.mock('@madar/shared/mail', () => jest.requireActual<object>('../mail/index'), { virtual: true });
jest.mock('@madar/shared/follow-up', () => jest.requireActual<object>('../follow-up/index'), {
  virtual: true,
});
jest.mock('@madar/shared/nest', () => jest.requireActual<object>('../nest/index'), { virtual: true });
jest.mock('@madar/shared/node', () => jest.requireActual<object>('../node/index'), { virtual: true });

const SERVICES_DIR = path.resolve(__dirname, '../../../services');
const services = readdirSync(SERVICES_DIR).filter((name) =>
  existsSync(path.join(SERVICES_DIR, name, 'src/database/migrations.ts')),
);

describe("every service's migrations", () => {
  it('are found', () => {
    expect(services).toEqual(expect.arrayContaining(['auth', 'content', 'inquiries', 'recruitment']));
  });

  it.each(services)(
    '%s: only expands, or contracts an earlier expand, or is grandfathered',
    async (service) => {
      const { migrations } = jest.requireActual<{ migrations: Migrations }>(
        path.join(SERVICES_DIR, service, 'src/database/migrations.ts'),
      );
      await expect(checkMigrations(service, migrations)).resolves.toEqual([]);
    },
  );

  it('grandfathers only services that exist', () => {
    expect(GRANDFATHERED.filter((g) => !services.includes(g.service))).toEqual([]);
  });
});

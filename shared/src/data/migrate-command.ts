/**
 * A service's whole `migrate.ts` (`npm run migrate -w <service>`): reads the data variables, applies
 * the pending migrations and seeds once, says what it did, and exits 1 when that fails.
 */
import { dataSettings, dataSpecs, loadConfig } from '../node/config';
import { type DataModuleOptions, runMigrationsOnce } from './data.module';

export function runMigrateCommand<DB>(options: Omit<DataModuleOptions<DB>, 'settings'>): void {
  const { schema } = options;
  runMigrationsOnce<DB>({ ...options, settings: dataSettings(loadConfig(dataSpecs())) }).then(
    (applied) => {
      process.stdout.write(
        `${schema}: ${applied.length > 0 ? `applied ${applied.join(', ')}` : 'up to date'}\n`,
      );
    },
    (err: unknown) => {
      process.stderr.write(
        `${schema}: migration failed: ${err instanceof Error ? err.message : String(err)}\n`,
      );
      process.exit(1);
    },
  );
}

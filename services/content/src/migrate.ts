/** `npm run migrate -w @madar/content`: applies pending migrations and seeds, then exits. */
import { runMigrationsOnce } from '@madar/shared/data';
import { dataSettings, dataSpecs, loadConfig } from '@madar/shared/node';
import { migrations } from './database/migrations';
import { type ContentDb, SCHEMA } from './database/schema';
import { seedContent } from './database/seed';

runMigrationsOnce<ContentDb>({
  schema: SCHEMA,
  settings: dataSettings(loadConfig(dataSpecs())),
  migrations,
  seed: seedContent,
}).then(
  (applied) => {
    process.stdout.write(
      `${SCHEMA}: ${applied.length > 0 ? `applied ${applied.join(', ')}` : 'up to date'}\n`,
    );
  },
  (err: unknown) => {
    process.stderr.write(
      `${SCHEMA}: migration failed: ${err instanceof Error ? err.message : String(err)}\n`,
    );
    process.exit(1);
  },
);

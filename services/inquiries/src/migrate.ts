/** `npm run migrate -w @madar/inquiries`: applies pending migrations and seeds, then exits. */
import { runMigrationsOnce } from '@madar/shared/data';
import { dataSettings, dataSpecs, loadConfig } from '@madar/shared/node';
import { migrations } from './database/migrations';
import { type InquiriesDb, SCHEMA } from './database/schema';
import { seedInquiries } from './database/seed';

runMigrationsOnce<InquiriesDb>({
  schema: SCHEMA,
  settings: dataSettings(loadConfig(dataSpecs())),
  migrations,
  seed: seedInquiries,
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

/** `npm run migrate -w @madar/recruitment`: applies pending migrations and seeds, then exits. */
import { runMigrationsOnce } from '@madar/shared/data';
import { dataSettings, dataSpecs, loadConfig } from '@madar/shared/node';
import { migrations } from './database/migrations';
import { type RecruitmentDb, SCHEMA } from './database/schema';
import { seedRecruitment } from './database/seed';

runMigrationsOnce<RecruitmentDb>({
  schema: SCHEMA,
  settings: dataSettings(loadConfig(dataSpecs())),
  migrations,
  seed: seedRecruitment,
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

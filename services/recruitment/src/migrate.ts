/** `npm run migrate -w @madar/recruitment`: applies pending migrations and seeds, then exits. */
import { runMigrateCommand } from '@madar/shared/data';
import { migrations } from './database/migrations';
import { type RecruitmentDb, SCHEMA } from './database/schema';
import { seedRecruitment } from './database/seed';

runMigrateCommand<RecruitmentDb>({ schema: SCHEMA, migrations, seed: seedRecruitment });

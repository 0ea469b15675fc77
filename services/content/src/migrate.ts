/** `npm run migrate -w @madar/content`: applies pending migrations and seeds, then exits. */
import { runMigrateCommand } from '@madar/shared/data';
import { migrations } from './database/migrations';
import { type ContentDb, SCHEMA } from './database/schema';
import { seedContent } from './database/seed';

runMigrateCommand<ContentDb>({ schema: SCHEMA, migrations, seed: seedContent });

/** `npm run migrate -w @madar/inquiries`: applies pending migrations and seeds, then exits. */
import { runMigrateCommand } from '@madar/shared/data';
import { migrations } from './database/migrations';
import { type InquiriesDb, SCHEMA } from './database/schema';
import { seedInquiries } from './database/seed';

runMigrateCommand<InquiriesDb>({ schema: SCHEMA, migrations, seed: seedInquiries });

/**
 * `npm run migrate -w @madar/auth`: applies pending migrations, then exits. The first owner is created
 * by the service at its start (it needs ADMIN_EMAIL and ADMIN_PASSWORD_HASH, which this does not read).
 */
import { runMigrateCommand } from '@madar/shared/data';
import { migrations } from './database/migrations';
import { type AuthDb, SCHEMA } from './database/schema';

runMigrateCommand<AuthDb>({ schema: SCHEMA, migrations });

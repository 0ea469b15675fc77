/**
 * A service's whole `migrate.ts` (`npm run migrate -w <service>`, the Kubernetes migration Jobs,
 * compose's `migrate` one-shot): reads the data variables, applies the pending migrations and seeds
 * once, installs or migrates the mail queue's schema (pg-boss) of a service that sends mail, says what
 * it did, and exits 1 when that fails. Replicas started with MIGRATE_ON_START=false wait for it.
 */
import { Client } from 'pg';
import { mailQueueSchema, prepareMailQueueSchema } from '../mail/outbox.pg-store';
import { dataSettings, dataSpecs, loadConfig } from '../node/config';
import { type DataModuleOptions, type DataSettings, runMigrationsOnce } from './data.module';

/** Whether `schema` has the outbox table: the services that send mail create it with a migration. */
async function sendsMail(url: string, schema: string): Promise<boolean> {
  const client = new Client({ connectionString: url, application_name: `madar-${schema}-migrate` });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: string | null }>('select to_regclass($1) as found', [
      `"${schema}".mails`,
    ]);
    return rows[0]?.found != null;
  } finally {
    await client.end();
  }
}

/**
 * The migrate step answers no request: it waits for a busy database's connection rather than failing
 * in a request's 1.5 s (four steps starting at once on a loaded host took longer), and a migration or a
 * seed may run longer than a request's statement limit (the Job's deadline bounds the whole).
 */
const MIGRATE_CONNECT_TIMEOUT_MS = 30_000;
export const migrationSettings = (settings: DataSettings): DataSettings => ({
  ...settings,
  databaseConnectTimeoutMs: Math.max(settings.databaseConnectTimeoutMs ?? 0, MIGRATE_CONNECT_TIMEOUT_MS),
  statementTimeoutMs: 0,
});

/** The service's migrations and seeds, then its mail queue's schema; a line saying what was done. */
export async function migrateService<DB>(options: DataModuleOptions<DB>): Promise<string> {
  const { schema } = options;
  const applied = await runMigrationsOnce<DB>({ ...options, settings: migrationSettings(options.settings) });
  const said = [`${schema}: ${applied.length > 0 ? `applied ${applied.join(', ')}` : 'up to date'}`];
  const url = options.settings.databaseUrl;
  if (url && (await sendsMail(url, schema))) {
    const queue = mailQueueSchema(schema);
    const failed = await prepareMailQueueSchema(url, queue);
    said.push(
      `mail queue ${queue} ready${failed > 0 ? ` (${failed} background steps failed; retried next run)` : ''}`,
    );
  }
  return said.join('; ');
}

export function runMigrateCommand<DB>(options: Omit<DataModuleOptions<DB>, 'settings'>): void {
  const { schema } = options;
  migrateService<DB>({ ...options, settings: dataSettings(loadConfig(dataSpecs())) }).then(
    (said) => {
      process.stdout.write(`${said}\n`);
    },
    (err: unknown) => {
      process.stderr.write(
        `${schema}: migration failed: ${err instanceof Error ? err.message : String(err)}\n`,
      );
      process.exit(1);
    },
  );
}

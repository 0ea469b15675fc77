/** Sessions in PostgreSQL (table `auth.sessions`). */
import { type DataSource, insertAuditEntry, isUuid, type NewAuditEntry } from '@madar/shared/data';
import type { AuthDb } from '../database/schema';
import { SESSION_COLUMNS, toSession, toSessionRow } from './sessions.row';
import { type SessionRecord, SessionStore } from './sessions.store';

export class PostgresSessionStore extends SessionStore {
  constructor(private readonly data: DataSource<AuthDb>) {
    super();
  }

  async add(session: SessionRecord, audit?: NewAuditEntry): Promise<void> {
    await this.data.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sessions').where('expiresAt', '<=', new Date(session.issuedAt)).execute();
      await trx.insertInto('sessions').values(toSessionRow(session)).execute();
      if (audit) await insertAuditEntry(trx, audit);
    });
  }

  async live(accountId: string, now: string): Promise<SessionRecord[]> {
    if (!isUuid(accountId)) return [];
    const rows = await this.data.db
      .selectFrom('sessions')
      .select(SESSION_COLUMNS)
      .where('accountId', '=', accountId)
      .where('expiresAt', '>', new Date(now))
      .orderBy('issuedAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toSession);
  }

  async remove(ids: readonly string[], audit?: NewAuditEntry): Promise<void> {
    if (!audit) {
      if (ids.length > 0) await this.data.db.deleteFrom('sessions').where('id', 'in', ids).execute();
      return;
    }
    await this.data.db.transaction().execute(async (trx) => {
      if (ids.length > 0) await trx.deleteFrom('sessions').where('id', 'in', ids).execute();
      await insertAuditEntry(trx, audit);
    });
  }
}

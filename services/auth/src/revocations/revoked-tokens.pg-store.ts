/** Signed-out tokens in PostgreSQL (table `auth.revoked_tokens`). */
import type { DataSource } from '@madar/shared/data';
import type { RevokedToken } from '@madar/shared/nest';
import type { AuthDb } from '../database/schema';
import { RevokedTokenStore } from './revoked-tokens.store';

const toDate = (seconds: number) => new Date(seconds * 1000);

export class PostgresRevokedTokenStore extends RevokedTokenStore {
  constructor(private readonly data: DataSource<AuthDb>) {
    super();
  }

  async add(token: RevokedToken, now: number): Promise<void> {
    await this.data.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('revokedTokens').where('expiresAt', '<=', toDate(now)).execute();
      await trx
        .insertInto('revokedTokens')
        .values({ jti: token.jti, expiresAt: toDate(token.expiresAt) })
        .onConflict((oc) => oc.column('jti').doNothing())
        .execute();
    });
  }

  async live(now: number): Promise<RevokedToken[]> {
    const rows = await this.data.db
      .selectFrom('revokedTokens')
      .select(['jti', 'expiresAt'])
      .where('expiresAt', '>', toDate(now))
      .execute();
    return rows.map((row) => ({ jti: row.jti, expiresAt: Math.floor(row.expiresAt.getTime() / 1000) }));
  }
}

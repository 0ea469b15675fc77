/**
 * Fuzzes every operation of auth. Its stores are the staff accounts and the list of signed-out tokens:
 * each staff request carries a fresh token of the first owner, so a sign-out the fuzzer makes revokes only
 * its own token; the snapshot holds the accounts and counts every other revocation (neither may change).
 */
import type { INestApplication } from '@nestjs/common';
import { MemoryRevocationList, RevocationList } from '@madar/shared/nest';
import { AccountStore } from '../../services/auth/src/accounts/accounts.store';
import { TokenService } from '../../services/auth/src/auth/token.service';
import { ADMIN_EMAIL, createTestApp } from '../../services/auth/test/test-app';
import { FUZZ_TIMEOUT_MS, fuzzService } from './support/fuzz-service';

describe('auth under generated bad input', () => {
  let app: INestApplication;
  const issued: string[] = [];

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });

  afterAll(async () => {
    await app.close();
  });

  it(
    'answers every operation below 500, in the envelope, and stores nothing',
    async () => {
      const revoked = app.get(RevocationList);
      if (!(revoked instanceof MemoryRevocationList))
        throw new Error('auth runs with its own sign-out list here');
      const summary = await fuzzService({
        name: 'auth',
        app,
        adminToken: async () => {
          const owner = await app.get(AccountStore).findByEmail(ADMIN_EMAIL.toLowerCase());
          if (!owner) throw new Error('the first owner is made at start');
          const { id, email, name, role } = owner;
          const { token, jti } = await app.get(TokenService).issue({ id, email, name, role }, false);
          issued.push(jti);
          return token;
        },
        snapshot: async () => {
          const own = await Promise.all(issued.map((jti) => revoked.isRevoked(jti)));
          const accounts = await app
            .get(AccountStore)
            .list({ page: 1, pageSize: 100, sort: { field: 'createdAt', direction: 'asc' } });
          return { othersRevoked: revoked.size - own.filter(Boolean).length, accounts };
        },
        knowledge: () => Promise.resolve({ existingIds: [] }),
        // Signing out (this token, or every session of its person) and starting a two-step enrolment take
        // no input: whatever comes with them is ignored, and what they change is the fuzzer's own (its
        // revoked tokens; a pending secret, replaced by the next enrolment, unused until confirmed).
        acceptsAnyInput: [
          'POST /api/auth/logout',
          'DELETE /api/auth/sessions',
          'POST /api/auth/two-step/enrol',
        ],
      });
      expect(summary.serverErrors).toBe(0);
    },
    FUZZ_TIMEOUT_MS,
  );
});

/**
 * Fuzzes every operation of auth. Its one store is the list of signed-out tokens: each admin request
 * carries a fresh token, so a sign-out the fuzzer makes revokes only its own token, and the snapshot
 * counts every other revocation (none may appear).
 */
import type { INestApplication } from '@nestjs/common';
import { MemoryRevocationList, RevocationList } from '@madar/shared/nest';
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
          const { token, jti } = await app.get(TokenService).issue(ADMIN_EMAIL.toLowerCase(), false);
          issued.push(jti);
          return token;
        },
        snapshot: async () => {
          const own = await Promise.all(issued.map((jti) => revoked.isRevoked(jti)));
          return { othersRevoked: revoked.size - own.filter(Boolean).length };
        },
        knowledge: () => Promise.resolve({ existingIds: [] }),
        acceptsAnyInput: ['POST /api/auth/logout'],
      });
      expect(summary.serverErrors).toBe(0);
    },
    FUZZ_TIMEOUT_MS,
  );
});

/** Fuzzes every operation of the inquiries service (see support/fuzz-service.ts). */
import type { INestApplication } from '@nestjs/common';
import type { TestSigner } from '@madar/shared/testing';
import { BriefsStore } from '../../services/inquiries/src/briefs/briefs.store';
import { ContactStore } from '../../services/inquiries/src/contact/contact.store';
import { NewsletterStore } from '../../services/inquiries/src/newsletter/newsletter.store';
import { createTestApp } from '../../services/inquiries/test/test-app';
import { FUZZ_TIMEOUT_MS, fuzzService } from './support/fuzz-service';

const ALL = { page: 1, pageSize: 100_000 } as const;

describe('inquiries under generated bad input', () => {
  let app: INestApplication;
  let signer: TestSigner;

  beforeAll(async () => {
    ({ app, signer } = await createTestApp());
  });

  afterAll(async () => {
    await app.close();
  });

  const snapshot = async () => ({
    briefs: await app.get(BriefsStore).list({ ...ALL, sort: { field: 'submittedAt', direction: 'asc' } }),
    contact: await app.get(ContactStore).list({ ...ALL, sort: { field: 'receivedAt', direction: 'asc' } }),
    newsletter: await app.get(NewsletterStore).count(),
  });

  it(
    'answers every operation below 500, in the envelope, and stores nothing',
    async () => {
      const token = await signer.sign();
      const summary = await fuzzService({
        name: 'inquiries',
        app,
        adminToken: () => Promise.resolve(token),
        snapshot,
        knowledge: async () => {
          const { briefs, contact } = await snapshot();
          return { existingIds: [...briefs.items, ...contact.items].slice(0, 5).map((item) => item.id) };
        },
      });
      expect(summary.serverErrors).toBe(0);
    },
    FUZZ_TIMEOUT_MS,
  );
});

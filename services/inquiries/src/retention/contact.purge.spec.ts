import type { ContactMessage } from '@madar/shared';
import { CONSENT_TEXT_VERSION } from '@madar/shared';
import { message } from '../contact/contact.store.contract';
import { PostgresContactStore } from '../contact/contact.pg-store';
import { InMemoryContactStore } from '../contact/contact.store';
import { describePurgeContract, type PurgeSubject } from './purge.contract';
import { memoryPurgeHarness, postgresPurgeHarness } from './purge-harness.contract';

let next = 0;

const messages: PurgeSubject<ContactMessage> = {
  kind: 'contact_message',
  countKey: 'messages',
  record: (id, receivedAt) => ({ ...message((next += 1)), id, receivedAt }),
  withConsent: (record, at) => ({ ...record, consentGivenAt: at, consentVersion: CONSENT_TEXT_VERSION }),
};

describePurgeContract(
  'memory',
  messages,
  memoryPurgeHarness(
    (audit, outbox, leftovers) =>
      new InMemoryContactStore([], Number.POSITIVE_INFINITY, outbox, audit, leftovers),
  ),
);
describePurgeContract(
  'postgres',
  messages,
  postgresPurgeHarness((data) => new PostgresContactStore(data)),
);

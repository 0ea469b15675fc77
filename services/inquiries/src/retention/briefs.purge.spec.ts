import type { ClientBrief } from '@madar/shared';
import { CONSENT_TEXT_VERSION } from '@madar/shared';
import { brief } from '../briefs/briefs.store.contract';
import { PostgresBriefsStore } from '../briefs/briefs.pg-store';
import { InMemoryBriefsStore } from '../briefs/briefs.store';
import { describePurgeContract, type PurgeSubject } from './purge.contract';
import { memoryPurgeHarness, postgresPurgeHarness } from './purge-harness.contract';

const briefs: PurgeSubject<ClientBrief> = {
  kind: 'brief',
  countKey: 'briefs',
  record: (id, submittedAt) => brief(id, { submittedAt }),
  withConsent: (record, at) => ({ ...record, consentGivenAt: at, consentVersion: CONSENT_TEXT_VERSION }),
};

describePurgeContract(
  'memory',
  briefs,
  memoryPurgeHarness(
    (audit, outbox, leftovers) =>
      new InMemoryBriefsStore([], Number.POSITIVE_INFINITY, audit, outbox, leftovers),
  ),
);
describePurgeContract(
  'postgres',
  briefs,
  postgresPurgeHarness((data) => new PostgresBriefsStore(data)),
);

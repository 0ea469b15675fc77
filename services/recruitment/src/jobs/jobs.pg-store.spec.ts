import { postgresHarness } from '../testing/stores.fixtures';
import { describeJobsStoreContract } from './jobs.store.contract';
import { describeJobSlugsContract } from './jobs.store.slugs.contract';

describeJobsStoreContract('postgres', postgresHarness());
describeJobSlugsContract('postgres', postgresHarness());

import { postgresHarness } from '../testing/stores.fixtures';
import { describeJobsStoreContract } from './jobs.store.contract';

describeJobsStoreContract('postgres', postgresHarness());

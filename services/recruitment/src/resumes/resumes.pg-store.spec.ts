import { postgresHarness } from '../testing/stores.fixtures';
import { describeResumeStoreContract } from './resumes.store.contract';

describeResumeStoreContract('postgres', postgresHarness());

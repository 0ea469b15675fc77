import { postgresHarness } from '../testing/stores.fixtures';
import { describeApplicationsStoreContract } from './applications.store.contract';

describeApplicationsStoreContract('postgres', postgresHarness());

import { describeAccountStoreContract } from './accounts.store.contract';
import { InMemoryAccountStore } from './accounts.store';

describeAccountStoreContract('memory', { create: (seed) => Promise.resolve(new InMemoryAccountStore(seed)) });

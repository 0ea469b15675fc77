import { InMemorySessionStore } from './sessions.store';
import { describeSessionStoreContract } from './sessions.store.contract';

describeSessionStoreContract('memory', { create: () => Promise.resolve(new InMemorySessionStore()) });

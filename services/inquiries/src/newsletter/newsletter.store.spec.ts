import { describeNewsletterStoreContract } from './newsletter.store.contract';
import { InMemoryNewsletterStore } from './newsletter.store';

describeNewsletterStoreContract('memory', {
  create: (seed) => Promise.resolve(new InMemoryNewsletterStore(seed)),
});

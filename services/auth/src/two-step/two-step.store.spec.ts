import { InMemoryTwoStepStore } from './two-step.store';
import { describeTwoStepStoreContract } from './two-step.store.contract';

describeTwoStepStoreContract('memory', {
  create: () => Promise.resolve({ store: new InMemoryTwoStepStore(), addAccount: () => Promise.resolve() }),
});

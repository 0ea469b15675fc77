import { InMemoryRevokedTokenStore } from './revoked-tokens.store';
import { describeRevokedTokenStoreContract } from './revoked-tokens.store.contract';

describeRevokedTokenStoreContract('memory', {
  create: () => Promise.resolve(new InMemoryRevokedTokenStore()),
});

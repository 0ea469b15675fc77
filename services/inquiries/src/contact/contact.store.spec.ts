import { describeContactStoreContract, message } from './contact.store.contract';
import { InMemoryContactStore } from './contact.store';

describeContactStoreContract('memory', { create: (seed) => Promise.resolve(new InMemoryContactStore(seed)) });

describe('InMemoryContactStore byte cap', () => {
  it('refuses a message past the cap with STORAGE.FULL and keeps the others', async () => {
    const store = new InMemoryContactStore([], JSON.stringify(message(1)).length * 2 + 4);
    await store.create(message(1));
    await expect(store.create(message(2))).rejects.toMatchObject({ status: 503, code: 'STORAGE.FULL' });
    expect(await store.count()).toBe(1);
  });
});

import { brief, describeBriefsStoreContract } from './briefs.store.contract';
import { InMemoryBriefsStore } from './briefs.store';

describeBriefsStoreContract('memory', {
  create: (seed) => Promise.resolve(new InMemoryBriefsStore(seed)),
});

describe('InMemoryBriefsStore byte cap', () => {
  it('refuses a brief past the cap with STORAGE.FULL, keeps what it holds, and takes more once room is freed', async () => {
    const first = brief('00000000-0000-4000-8000-000000000001');
    const size = JSON.stringify(first).length * 2;
    const store = new InMemoryBriefsStore([], size * 2 + 10);
    await store.create(first);
    await store.create(brief('00000000-0000-4000-8000-000000000002'));

    await expect(store.create(brief('00000000-0000-4000-8000-000000000003'))).rejects.toMatchObject({
      status: 503,
      code: 'STORAGE.FULL',
    });
    expect(await store.count()).toBe(2);

    await store.delete(first.id);
    await expect(store.create(brief('00000000-0000-4000-8000-000000000003'))).resolves.toBeDefined();
  });
});

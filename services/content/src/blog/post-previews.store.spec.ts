import { describePostPreviewsStoreContract, preview } from './post-previews.store.contract';
import { InMemoryPostPreviewsStore } from './post-previews.store';

describePostPreviewsStoreContract('memory', {
  create: () => Promise.resolve(new InMemoryPostPreviewsStore()),
});

describe('InMemoryPostPreviewsStore', () => {
  it('keeps at most its count, dropping the oldest preview first', async () => {
    const store = new InMemoryPostPreviewsStore(2);
    const now = new Date('2026-11-26T10:00:00.000Z');
    const [first, second, third] = [preview(1), preview(2), preview(3)];
    await store.put(first, now);
    await store.put(second, now);
    await store.put(third, now);

    expect(await store.get(first.tokenHash, now)).toBeUndefined();
    expect(await store.get(second.tokenHash, now)).toEqual(second.preview);
    expect(await store.get(third.tokenHash, now)).toEqual(third.preview);
  });
});

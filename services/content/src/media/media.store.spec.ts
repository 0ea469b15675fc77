import { ERROR_CODES } from '@madar/shared';
import { describeMediaStoreContract, mediaFiles, mediaRecord } from './media.store.contract';
import { InMemoryMediaStore } from './media.store';

describeMediaStoreContract('memory', { create: () => Promise.resolve(new InMemoryMediaStore()) });

describe('InMemoryMediaStore', () => {
  it('refuses an image past its byte cap with STORAGE.FULL, storing nothing, and frees what a delete frees', async () => {
    const probe = new InMemoryMediaStore();
    await probe.create(mediaRecord(1), mediaFiles(1));
    // Room for two images, not three.
    const store = new InMemoryMediaStore(2 * probe.usedBytes + 10);
    await store.create(mediaRecord(1), mediaFiles(1));
    const used = store.usedBytes;
    expect(used).toBeGreaterThan(250);
    await store.create(mediaRecord(2), mediaFiles(2));
    await expect(store.create(mediaRecord(3), mediaFiles(3))).rejects.toMatchObject({
      response: expect.objectContaining({ code: ERROR_CODES.STORAGE_FULL }),
    });
    expect(await store.get(mediaRecord(3).id)).toBeUndefined();
    await store.delete(mediaRecord(2).id);
    expect(store.usedBytes).toBe(used);
  });
});

/**
 * What every MediaStore promises, run unchanged against memory (media.store.spec.ts) and PostgreSQL
 * (media.pg-store.spec.ts).
 */
import { mediaFileName } from './media.model';
import type { MediaRecord, MediaStore, NewMediaFile } from './media.store';
import { fileList } from './media.store';

export interface MediaStoreHarness {
  create(): Promise<MediaStore>;
  close?(): Promise<void>;
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const mediaFiles = (n: number, revision = 1, fill = n): NewMediaFile[] => [
  {
    name: mediaFileName(uuid(n), revision, 480, 'webp'),
    width: 480,
    format: 'webp',
    content: Buffer.alloc(100, fill),
  },
  {
    name: mediaFileName(uuid(n), revision, 480, 'jpg'),
    width: 480,
    format: 'jpg',
    content: Buffer.alloc(150, fill),
  },
];

export const mediaRecord = (n: number, overrides: Partial<MediaRecord> = {}): MediaRecord => ({
  id: uuid(n),
  revision: 1,
  alt: { en: `Image ${n}`, ar: `صورة ${n}` },
  fileName: `photo-${n}.jpg`,
  width: 480,
  height: 320,
  sourceFormat: 'jpeg',
  files: fileList(mediaFiles(n)),
  createdAt: `2026-01-${String(n).padStart(2, '0')}T10:00:00.000Z`,
  updatedAt: `2026-01-${String(n).padStart(2, '0')}T10:00:00.000Z`,
  ...overrides,
});

export function describeMediaStoreContract(name: string, harness: MediaStoreHarness): void {
  describe(`MediaStore contract (${name})`, () => {
    let store: MediaStore;

    beforeEach(async () => {
      store = await harness.create();
      for (const n of [1, 2, 3]) await store.create(mediaRecord(n), mediaFiles(n));
    });

    afterAll(async () => {
      await harness.close?.();
    });

    it('lists newest first, a page at a time, and searches the alt texts and file names', async () => {
      const page = await store.list({ page: 1, pageSize: 2 });
      expect({ ids: page.items.map((r) => r.id), total: page.total }).toEqual({
        ids: [uuid(3), uuid(2)],
        total: 3,
      });
      expect((await store.list({ page: 2, pageSize: 2 })).items.map((r) => r.id)).toEqual([uuid(1)]);
      expect((await store.list({ page: 1, pageSize: 10, search: 'صورة 2' })).items.map((r) => r.id)).toEqual([
        uuid(2),
      ]);
      expect((await store.list({ page: 1, pageSize: 10, search: 'PHOTO-1' })).items.map((r) => r.id)).toEqual(
        [uuid(1)],
      );
    });

    it('keeps the record and the bytes of each file', async () => {
      expect(await store.get(uuid(2))).toEqual(mediaRecord(2));
      const file = await store.readFile(mediaFileName(uuid(2), 1, 480, 'jpg'));
      expect(file?.contentType).toBe('image/jpeg');
      expect(file?.content.equals(Buffer.alloc(150, 2))).toBe(true);
      expect(await store.readFile('nothing.webp')).toBeUndefined();
      expect(await store.get('not-a-uuid')).toBeUndefined();
    });

    it('replaces every file of an image at once, keeping its id and alt text', async () => {
      const files = mediaFiles(2, 2, 9);
      const updated = await store.replaceFiles(
        uuid(2),
        {
          revision: 2,
          fileName: 'new.png',
          width: 480,
          height: 480,
          sourceFormat: 'png',
          updatedAt: '2026-02-01T00:00:00.000Z',
        },
        files,
      );
      expect(updated).toMatchObject({
        id: uuid(2),
        revision: 2,
        alt: mediaRecord(2).alt,
        files: fileList(files),
      });
      expect(await store.get(uuid(2))).toEqual(updated);
      expect(await store.readFile(mediaFileName(uuid(2), 1, 480, 'webp'))).toBeUndefined();
      expect((await store.readFile(mediaFileName(uuid(2), 2, 480, 'webp')))?.content[0]).toBe(9);
      expect(await store.replaceFiles(uuid(99), { ...mediaRecord(99) }, [])).toBeUndefined();
    });

    it('changes the alt text, and deletes an image with its files', async () => {
      const alt = { en: 'Fibre', ar: 'ألياف' };
      expect((await store.updateAlt(uuid(1), alt, '2026-02-01T00:00:00.000Z'))?.alt).toEqual(alt);
      expect((await store.list({ page: 1, pageSize: 10, search: 'ألياف' })).total).toBe(1);
      expect(await store.updateAlt(uuid(99), alt, '2026-02-01T00:00:00.000Z')).toBeUndefined();

      expect(await store.delete(uuid(1))).toBe(true);
      expect(await store.delete(uuid(1))).toBe(false);
      expect(await store.get(uuid(1))).toBeUndefined();
      expect(await store.readFile(mediaFileName(uuid(1), 1, 480, 'webp'))).toBeUndefined();
    });
  });
}

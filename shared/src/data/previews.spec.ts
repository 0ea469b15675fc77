/**
 * What every PreviewsStore promises, run unchanged against memory and PostgreSQL (a table made by
 * createPreviewsTable, as recruitment's migration makes `job_previews`; content's `post_previews` has the
 * same columns), and how a preview is kept and opened by its token. (One file: shared's build leaves out
 * only `*.spec.ts`.)
 */
import { seedMarkerMigration } from './database';
import { createTestDataSource } from '../testing/database';
import {
  hashPreviewToken,
  InMemoryPreviewsStore,
  keepPreview,
  openPreview,
  previewUrls,
  type PreviewsStore,
  type StoredPreview,
} from './previews';
import { createPreviewsTable, PostgresPreviewsStore } from './previews.pg-store';

/** What a page's preview might hold: a record and what the page shows beside it. */
interface Shown {
  record: { id: string; title: { en: string; ar: string }; published: boolean };
  beside: string[];
  expiresAt: string;
}

interface PreviewsStoreHarness {
  create(): Promise<PreviewsStore<Shown>>;
  close?(): Promise<void>;
}

const T0 = new Date('2026-11-26T10:00:00.000Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const hash = (n: number) => n.toString(16).padStart(64, '0');

const preview = (n: number, expiresAt = minutes(60)): StoredPreview<Shown> => ({
  tokenHash: hash(n),
  preview: {
    record: { id: `record-${n}`, title: { en: `Record ${n}`, ar: `السجل ${n}` }, published: false },
    beside: [`other-${n + 100}`],
    expiresAt: expiresAt.toISOString(),
  },
  expiresAt,
});

function describePreviewsStoreContract(name: string, harness: PreviewsStoreHarness): void {
  describe(`PreviewsStore contract (${name})`, () => {
    afterAll(async () => {
      await harness.close?.();
    });

    it('gives back a kept preview whole by its hash, and nothing for another hash', async () => {
      const store = await harness.create();
      const kept = preview(1);
      await store.put(kept, T0);

      expect(await store.get(kept.tokenHash, T0)).toEqual(kept.preview);
      expect(await store.get(hash(2), T0)).toBeUndefined();
    });

    it('stops giving a preview at its expiry', async () => {
      const store = await harness.create();
      const kept = preview(3, minutes(60));
      await store.put(kept, T0);

      expect(await store.get(kept.tokenHash, minutes(59))).toBeDefined();
      expect(await store.get(kept.tokenHash, minutes(60))).toBeUndefined();
      expect(await store.get(kept.tokenHash, minutes(61))).toBeUndefined();
    });

    it('drops the expired previews on a write and keeps the others', async () => {
      const store = await harness.create();
      const early = preview(4, minutes(10));
      const later = preview(5, minutes(120));
      await store.put(early, T0);
      await store.put(later, T0);
      await store.put(preview(6), minutes(30));

      // Asked at a time before its expiry, an expired-and-swept preview is gone for good.
      expect(await store.get(early.tokenHash, T0)).toBeUndefined();
      expect(await store.get(later.tokenHash, minutes(30))).toEqual(later.preview);
    });

    it('keeps its own copy: changing what was put or what was read changes nothing stored', async () => {
      const store = await harness.create();
      const kept = preview(7);
      const original = structuredClone(kept.preview);
      await store.put(kept, T0);
      kept.preview.record.title.en = 'Changed after the put';
      const read = await store.get(kept.tokenHash, T0);
      if (read) read.record.title.en = 'Changed after the read';

      expect(await store.get(kept.tokenHash, T0)).toEqual(original);
    });

    it('opens a kept preview by its token until it expires, and nothing for another token', async () => {
      const store = await harness.create();
      const issued = await keepPreview(store, 30, T0, (expiresAt) => ({ ...preview(8).preview, expiresAt }));

      expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(issued.expiresAt).toBe(minutes(30).toISOString());
      expect(await openPreview(store, issued.token, minutes(29))).toMatchObject({
        record: { id: 'record-8' },
        expiresAt: issued.expiresAt,
      });
      // Only the token's hash is stored: the token itself finds nothing.
      expect(await store.get(issued.token, T0)).toBeUndefined();
      expect(await store.get(hashPreviewToken(issued.token), T0)).toBeDefined();
      await expect(openPreview(store, issued.token, minutes(30))).rejects.toMatchObject({
        code: 'PREVIEW.NOT_FOUND',
      });
      await expect(openPreview(store, 'A'.repeat(43), T0)).rejects.toMatchObject({
        code: 'PREVIEW.NOT_FOUND',
      });
      await expect(openPreview(store, 'not-a-token', T0)).rejects.toMatchObject({
        code: 'PREVIEW.NOT_FOUND',
      });
    });
  });
}

describePreviewsStoreContract('memory', {
  create: () => Promise.resolve(new InMemoryPreviewsStore<Shown>()),
});

const closers: (() => Promise<void>)[] = [];

describePreviewsStoreContract('postgres', {
  async create() {
    const { data, close } = await createTestDataSource<unknown>({
      schema: 'previews',
      migrations: {
        '0000_seed_marker': seedMarkerMigration,
        '0001_previews': { up: (db) => createPreviewsTable(db, 'record_previews') },
      },
    });
    closers.push(close);
    return new PostgresPreviewsStore<Shown>(data, 'record_previews');
  },
  close: async () => {
    await Promise.all(closers.map((close) => close()));
  },
});

describe('InMemoryPreviewsStore', () => {
  it('keeps at most its count, dropping the oldest preview first', async () => {
    const store = new InMemoryPreviewsStore<Shown>(2);
    const [first, second, third] = [preview(1), preview(2), preview(3)];
    await store.put(first, T0);
    await store.put(second, T0);
    await store.put(third, T0);

    expect(await store.get(first.tokenHash, T0)).toBeUndefined();
    expect(await store.get(second.tokenHash, T0)).toEqual(second.preview);
    expect(await store.get(third.tokenHash, T0)).toEqual(third.preview);
  });
});

describe('previewUrls', () => {
  it("names the record's public page in each language with the token", () => {
    expect(previewUrls('/careers/noc-technician', 'tok')).toEqual({
      en: '/careers/noc-technician?preview=tok',
      ar: '/ar/careers/noc-technician?preview=tok',
    });
  });
});

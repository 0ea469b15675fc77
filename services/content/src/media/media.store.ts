/**
 * Where the media library is kept: each image's record and the bytes of its files. The service owns
 * the rules (types, sizes, uses); the store keeps what it is given and answers the list and file reads.
 * Memory (the demo default, with its own byte cap MEDIA_MEMORY_BYTES, as the resumes' in recruitment)
 * and PostgreSQL (media.pg-store.ts, bytea) implement it; one contract suite runs against both.
 */
import type { LocalizedText, Page } from '@madar/shared';
import { listInMemory, MemoryBudget, recordBytes, settle } from '@madar/shared/data';
import {
  MEDIA_FILE_FORMATS,
  type MediaFile,
  type MediaFileFormat,
  type MediaItem,
  mediaUrl,
} from './media.model';

/** A file to store: its public name and bytes. */
export interface NewMediaFile {
  name: string;
  width: number;
  format: MediaFileFormat;
  content: Buffer;
}

/** A stored file as it is served. */
export interface MediaFileContent {
  content: Buffer;
  contentType: string;
}

/** The record without its files' URLs (derived from their names). */
export type MediaRecord = Omit<MediaItem, 'files' | 'url' | 'bytes'> & { files: Omit<MediaFile, 'url'>[] };

/** What a replacement changes: a new revision and what its files are. */
export type MediaFileChanges = Pick<
  MediaRecord,
  'revision' | 'fileName' | 'width' | 'height' | 'sourceFormat' | 'updatedAt'
>;

export interface MediaListQuery {
  page: number;
  pageSize: number;
  search?: string;
}

export abstract class MediaStore {
  /** Newest first; `search` looks in the alt texts and the file name. */
  abstract list(query: MediaListQuery): Promise<Page<MediaRecord>>;
  abstract get(id: string): Promise<MediaRecord | undefined>;
  /** Stores a new image with its files; STORAGE.FULL (memory) stores nothing. */
  abstract create(record: MediaRecord, files: NewMediaFile[]): Promise<MediaRecord>;
  /** Swaps every file of the image for `files` in one step; undefined when there is no such image. */
  abstract replaceFiles(
    id: string,
    changes: MediaFileChanges,
    files: NewMediaFile[],
  ): Promise<MediaRecord | undefined>;
  abstract updateAlt(id: string, alt: LocalizedText, updatedAt: string): Promise<MediaRecord | undefined>;
  /** Whether an image was deleted (with its files). */
  abstract delete(id: string): Promise<boolean>;
  /** A file by its public name; undefined when none has it. */
  abstract readFile(name: string): Promise<MediaFileContent | undefined>;
}

/** The record's file list from the files stored. */
export const fileList = (files: NewMediaFile[]): MediaRecord['files'] =>
  files.map(({ name, width, format, content }) => ({ name, width, format, bytes: content.length }));

/** The record as the API answers it: files with their URLs, the fallback's URL, the bytes in all. */
export function toMediaItem(record: MediaRecord): MediaItem {
  const files = record.files.map((file) => ({ ...file, url: mediaUrl(file.name) }));
  const fallback = files.find((file) => file.format !== 'webp') ?? files[files.length - 1];
  return {
    ...record,
    url: fallback?.url ?? '',
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    files,
  };
}

export const mediaSearchText = (record: MediaRecord): string[] => [
  record.alt.en,
  record.alt.ar,
  record.fileName,
];

const filesBytes = (files: readonly { content: Buffer }[]) =>
  files.reduce((sum, file) => sum + file.content.length, 0);

/**
 * The library in memory, within its own byte cap (MEDIA_MEMORY_BYTES): past it a new image, or a
 * replacement larger than what it replaces, is refused with STORAGE.FULL and nothing changes.
 * Callers get copies.
 */
export class InMemoryMediaStore extends MediaStore {
  private readonly records = new Map<string, MediaRecord>();
  private readonly files = new Map<string, NewMediaFile>();
  private readonly budget: MemoryBudget;

  constructor(maxBytes = Number.POSITIVE_INFINITY) {
    super();
    this.budget = new MemoryBudget(maxBytes);
  }

  get usedBytes(): number {
    return this.budget.usedBytes;
  }

  list(query: MediaListQuery): Promise<Page<MediaRecord>> {
    const page = listInMemory(
      this.records.values(),
      { ...query, sort: { field: 'createdAt', direction: 'desc' } },
      {
        searchText: mediaSearchText,
        sortValue: { createdAt: (record) => record.createdAt },
        id: (r) => r.id,
      },
    );
    return Promise.resolve({ ...page, items: page.items.map((record) => structuredClone(record)) });
  }

  get(id: string): Promise<MediaRecord | undefined> {
    const record = this.records.get(id);
    return Promise.resolve(record && structuredClone(record));
  }

  create(record: MediaRecord, files: NewMediaFile[]): Promise<MediaRecord> {
    return settle(() => {
      if (this.records.has(record.id)) throw new Error(`An image with id ${record.id} already exists`);
      this.budget.reserve(filesBytes(files) + recordBytes(record));
      this.records.set(record.id, structuredClone(record));
      for (const file of files) this.files.set(file.name, { ...file, content: Buffer.from(file.content) });
      return structuredClone(record);
    });
  }

  replaceFiles(
    id: string,
    changes: MediaFileChanges,
    files: NewMediaFile[],
  ): Promise<MediaRecord | undefined> {
    return settle(() => {
      const current = this.records.get(id);
      if (!current) return undefined;
      const old = current.files.flatMap((file) => this.files.get(file.name) ?? []);
      const growth = filesBytes(files) - filesBytes(old);
      if (growth > 0) this.budget.reserve(growth);
      else this.budget.release(-growth);
      for (const file of old) this.files.delete(file.name);
      for (const file of files) this.files.set(file.name, { ...file, content: Buffer.from(file.content) });
      const updated: MediaRecord = { ...current, ...changes, files: fileList(files) };
      this.records.set(id, updated);
      return structuredClone(updated);
    });
  }

  updateAlt(id: string, alt: LocalizedText, updatedAt: string): Promise<MediaRecord | undefined> {
    const current = this.records.get(id);
    if (!current) return Promise.resolve(undefined);
    const updated: MediaRecord = { ...current, alt: { ...alt }, updatedAt };
    this.budget.force(recordBytes(updated) - recordBytes(current));
    this.records.set(id, updated);
    return Promise.resolve(structuredClone(updated));
  }

  delete(id: string): Promise<boolean> {
    const current = this.records.get(id);
    if (!current) return Promise.resolve(false);
    const stored = current.files.flatMap((file) => this.files.get(file.name) ?? []);
    this.budget.release(filesBytes(stored) + recordBytes(current));
    for (const file of current.files) this.files.delete(file.name);
    this.records.delete(id);
    return Promise.resolve(true);
  }

  readFile(name: string): Promise<MediaFileContent | undefined> {
    const file = this.files.get(name);
    if (!file) return Promise.resolve(undefined);
    return Promise.resolve({
      content: Buffer.from(file.content),
      contentType: MEDIA_FILE_FORMATS[file.format],
    });
  }
}

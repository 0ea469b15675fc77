/**
 * The media library's rules: an upload becomes the library's files (media-image.ts) under a new id, a
 * replacement under a new revision of the same id, and an image is deleted only when no post uses it.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { LocalizedText, Page } from '@madar/shared';
import { AppError, badRequest, Clock } from '@madar/shared/nest';
import {
  MEDIA_ERRORS,
  MEDIA_FILE_NAME_MAX,
  type MediaItem,
  type MediaUse,
  mediaFileName,
  parseMediaFileName,
} from './media.model';
import { processImage } from './media-image';
import { MEDIA_FIELD, type UploadedMedia } from './media-upload.interceptor';
import { MediaUses } from './media-uses';
import {
  fileList,
  type MediaFileContent,
  type MediaListQuery,
  type MediaRecord,
  MediaStore,
  type NewMediaFile,
  toMediaItem,
} from './media.store';

/** A file as served: its bytes and whether its name is of the image's current revision. */
export interface ServedMediaFile extends MediaFileContent {
  current: boolean;
}

const unknownImage = () =>
  new AppError(404, MEDIA_ERRORS.NOT_FOUND, 'No image of the media library has this id');
const unknownFile = () =>
  new AppError(404, MEDIA_ERRORS.NOT_FOUND, 'No file of the media library has this name');

/** The uploaded name, as shown in the list: no path, no control characters, bounded. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, MEDIA_FILE_NAME_MAX) || 'image';
}

export function requireFile(file: UploadedMedia | undefined): UploadedMedia {
  if (!file || file.size === 0) {
    throw badRequest(
      [`Attach one image, in the ${MEDIA_FIELD} field`],
      [{ field: MEDIA_FIELD, rule: 'required' }],
    );
  }
  return file;
}

@Injectable()
export class MediaService {
  constructor(
    private readonly store: MediaStore,
    private readonly usesOf: MediaUses,
    private readonly clock: Clock,
  ) {}

  async list(query: MediaListQuery): Promise<Page<MediaItem>> {
    const page = await this.store.list(query);
    return { ...page, items: page.items.map(toMediaItem) };
  }

  async get(id: string): Promise<MediaItem> {
    const record = await this.store.get(id);
    if (!record) throw unknownImage();
    return toMediaItem(record);
  }

  async upload(upload: UploadedMedia | undefined): Promise<MediaItem> {
    const file = requireFile(upload);
    const id = randomUUID();
    const image = await processImage(file.buffer);
    const now = this.clock.now().toISOString();
    const files = this.namedFiles(id, 1, image.files);
    const record: MediaRecord = {
      id,
      revision: 1,
      alt: { en: '', ar: '' },
      fileName: displayName(file.originalname),
      width: image.width,
      height: image.height,
      sourceFormat: image.sourceFormat,
      files: fileList(files),
      createdAt: now,
      updatedAt: now,
    };
    return toMediaItem(await this.store.create(record, files));
  }

  /** A new file for the same image: same id and stem, the next revision (new file names). */
  async replace(id: string, upload: UploadedMedia | undefined): Promise<MediaItem> {
    const file = requireFile(upload);
    const current = await this.store.get(id);
    if (!current) throw unknownImage();
    const image = await processImage(file.buffer);
    const revision = current.revision + 1;
    const updated = await this.store.replaceFiles(
      id,
      {
        revision,
        fileName: displayName(file.originalname),
        width: image.width,
        height: image.height,
        sourceFormat: image.sourceFormat,
        updatedAt: this.clock.now().toISOString(),
      },
      this.namedFiles(id, revision, image.files),
    );
    if (!updated) throw unknownImage();
    return toMediaItem(updated);
  }

  async updateAlt(id: string, alt: LocalizedText): Promise<MediaItem> {
    const updated = await this.store.updateAlt(id, alt, this.clock.now().toISOString());
    if (!updated) throw unknownImage();
    return toMediaItem(updated);
  }

  async uses(id: string): Promise<MediaUse[]> {
    if (!(await this.store.get(id))) throw unknownImage();
    return this.usesOf.of(id);
  }

  /** 409 MEDIA.IN_USE with the posts that use it; the image stays. */
  async remove(id: string): Promise<void> {
    if (!(await this.store.get(id))) throw unknownImage();
    const uses = await this.usesOf.of(id);
    if (uses.length > 0) throw new MediaInUseError(uses);
    await this.store.delete(id);
  }

  /**
   * A file by its public name. A name of an earlier revision (a post saved before the image was
   * replaced) answers the current image at the nearest width of the same kind (WebP or fallback).
   */
  async file(name: string): Promise<ServedMediaFile> {
    const parsed = parseMediaFileName(name);
    if (!parsed) throw unknownFile();
    const exact = await this.store.readFile(name);
    if (exact) return { ...exact, current: true };
    const record = await this.store.get(parsed.id);
    const webp = parsed.format === 'webp';
    const candidates = (record?.files ?? []).filter((file) => (file.format === 'webp') === webp);
    const nearest = candidates.sort(
      (a, b) => Math.abs(a.width - parsed.width) - Math.abs(b.width - parsed.width),
    )[0];
    const found = nearest && (await this.store.readFile(nearest.name));
    if (!found) throw unknownFile();
    return { ...found, current: false };
  }

  private namedFiles(
    id: string,
    revision: number,
    files: Awaited<ReturnType<typeof processImage>>['files'],
  ): NewMediaFile[] {
    return files.map((file) => ({ ...file, name: mediaFileName(id, revision, file.width, file.format) }));
  }
}

/** 409 MEDIA.IN_USE; `uses` (the posts, and which of their fields, that point at the image) is sent
 * beside the envelope's fields by MediaInUseFilter. */
export class MediaInUseError extends AppError {
  constructor(readonly uses: MediaUse[]) {
    super(
      409,
      MEDIA_ERRORS.IN_USE,
      `The image is used by ${uses.length} post field(s); remove it from them before deleting it`,
    );
  }
}

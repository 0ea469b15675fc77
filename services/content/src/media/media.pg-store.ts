/** The media library in PostgreSQL (tables `content.media` and `content.media_files`, bytea; 0010_media). */
import type { LocalizedText, Page } from '@madar/shared';
import { containsPattern, type DataSource, foldForSearch, isUuid, listInPostgres } from '@madar/shared/data';
import type { ColumnType, Kysely, Selectable } from 'kysely';
import type { ContentDb } from '../database/schema';
import { MEDIA_FILE_FORMATS, type MediaSourceFormat } from './media.model';
import {
  fileList,
  type MediaFileChanges,
  type MediaFileContent,
  type MediaListQuery,
  type MediaRecord,
  MediaStore,
  mediaSearchText,
  type NewMediaFile,
} from './media.store';

type Json<T> = ColumnType<T, string, string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

type MediaTable = {
  id: string;
  revision: number;
  alt: Json<LocalizedText>;
  fileName: string;
  width: number;
  height: number;
  sourceFormat: MediaSourceFormat;
  files: Json<MediaRecord['files']>;
  searchText: string;
  createdAt: ColumnType<Date, Date | string, never>;
  updatedAt: Timestamp;
};

type MediaFilesTable = {
  name: string;
  mediaId: string;
  contentType: string;
  content: Buffer;
};

/** The library's tables beside the rest of the schema (database/schema.ts), known to this store only. */
type MediaDb = {
  media: MediaTable;
  mediaFiles: MediaFilesTable;
};

const toRecord = (row: Selectable<MediaTable>): MediaRecord => ({
  id: row.id,
  revision: row.revision,
  alt: row.alt,
  fileName: row.fileName,
  width: row.width,
  height: row.height,
  sourceFormat: row.sourceFormat,
  files: row.files,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const searchText = (record: MediaRecord) => foldForSearch(mediaSearchText(record).join('\n'));

const fileRows = (mediaId: string, files: NewMediaFile[]) =>
  files.map((file) => ({
    name: file.name,
    mediaId,
    contentType: MEDIA_FILE_FORMATS[file.format],
    content: file.content,
  }));

export class PostgresMediaStore extends MediaStore {
  constructor(private readonly data: DataSource<ContentDb>) {
    super();
  }

  private get db(): Kysely<ContentDb & MediaDb> {
    return this.data.db.withTables<MediaDb>();
  }

  async list(query: MediaListQuery): Promise<Page<MediaRecord>> {
    let rows = this.db.selectFrom('media');
    if (query.search) rows = rows.where('searchText', 'like', containsPattern(query.search));
    return listInPostgres(
      rows.selectAll(),
      { ...query, sort: { field: 'createdAt', direction: 'desc' } },
      { sortBy: 'createdAt', id: 'id', toItem: toRecord },
    );
  }

  async get(id: string): Promise<MediaRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  async create(record: MediaRecord, files: NewMediaFile[]): Promise<MediaRecord> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('media')
        .values({
          ...record,
          alt: JSON.stringify(record.alt),
          files: JSON.stringify(record.files),
          searchText: searchText(record),
        })
        .execute();
      await trx.insertInto('mediaFiles').values(fileRows(record.id, files)).execute();
    });
    return record;
  }

  async replaceFiles(
    id: string,
    changes: MediaFileChanges,
    files: NewMediaFile[],
  ): Promise<MediaRecord | undefined> {
    if (!isUuid(id)) return undefined;
    return this.db.transaction().execute(async (trx) => {
      // Locked, so two replacements at once apply one after the other.
      const current = await trx
        .selectFrom('media')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) return undefined;
      const updated: MediaRecord = { ...toRecord(current), ...changes, files: fileList(files) };
      await trx.deleteFrom('mediaFiles').where('mediaId', '=', id).execute();
      await trx.insertInto('mediaFiles').values(fileRows(id, files)).execute();
      await trx
        .updateTable('media')
        .set({
          revision: updated.revision,
          fileName: updated.fileName,
          width: updated.width,
          height: updated.height,
          sourceFormat: updated.sourceFormat,
          files: JSON.stringify(updated.files),
          searchText: searchText(updated),
          updatedAt: updated.updatedAt,
        })
        .where('id', '=', id)
        .execute();
      return updated;
    });
  }

  async updateAlt(id: string, alt: LocalizedText, updatedAt: string): Promise<MediaRecord | undefined> {
    if (!isUuid(id)) return undefined;
    return this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('media')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) return undefined;
      const updated: MediaRecord = { ...toRecord(current), alt, updatedAt };
      await trx
        .updateTable('media')
        .set({ alt: JSON.stringify(alt), searchText: searchText(updated), updatedAt })
        .where('id', '=', id)
        .execute();
      return updated;
    });
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    // The files go with it (on delete cascade).
    const result = await this.db.deleteFrom('media').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async readFile(name: string): Promise<MediaFileContent | undefined> {
    const row = await this.db
      .selectFrom('mediaFiles')
      .select(['content', 'contentType'])
      .where('name', '=', name)
      .executeTakeFirst();
    return row && { content: row.content, contentType: row.contentType };
  }
}

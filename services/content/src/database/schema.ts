/**
 * The content service's tables in its own PostgreSQL schema `content`, as Kysely sees them: the
 * application names columns in camelCase, Kysely's CamelCasePlugin maps them to the snake_case the
 * migrations create. Enum columns are typed with the shared unions, so a row reads as the record's
 * own types and nothing casts a column; the columns are `text`, and only the service writes them.
 */
import type { PostCategoryId, PostPreview, ProjectCategory } from '@madar/shared';
import type { AuditDb } from '@madar/shared/data';
import type { ColumnType } from 'kysely';

export const SCHEMA = 'content';

/** A timestamptz column: read as a Date, written as a Date or ISO text. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column written once. */
type CreatedAt = ColumnType<Date, Date | string, never>;
/** A column the database computes. */
type Computed<T> = ColumnType<T, never, never>;
/** A jsonb column: read as parsed JSON, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;

/**
 * One item of the company catalogue (a service, a testimonial, …): the whole bilingual record as
 * jsonb, its id, and where it stands in its list. Read-only through the API; the seed and later
 * migrations write them.
 */
export interface CatalogueTable {
  id: string;
  position: number;
  record: Json<unknown>;
}

/** Projects are filtered by category and listed newest first, so both are columns of their own. */
export interface ProjectsTable extends CatalogueTable {
  category: ProjectCategory;
  date: ColumnType<string, string, string>;
}

export interface LocalizedJson {
  en: string;
  ar: string;
}

export interface PostsTable {
  id: string;
  slug: string;
  category: PostCategoryId;
  /**
   * The English name, kept for replicas of the version before `authorName` during a rolling update
   * (migration 0006); the application reads `authorName`.
   */
  author: string;
  /** The author's name in each language. */
  authorName: Json<LocalizedJson>;
  authorTitle: Json<LocalizedJson>;
  authorImage: string;
  image: string;
  title: Json<LocalizedJson>;
  excerpt: Json<LocalizedJson>;
  content: Json<LocalizedJson>;
  tags: Json<LocalizedJson[]>;
  published: boolean;
  publishedAt: ColumnType<Date | null, Date | string | null, Date | string | null>;
  /**
   * A draft's publication time, set by the admin; the scheduled task publishes it then and clears this
   * (migration 0008). Optional on insert: the previous version's inserts leave it out.
   */
  scheduledAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  /** Display date: publishedAt, or createdAt for a draft. */
  date: Computed<Date>;
  /** What `search` looks in, folded like the search term (written by the store). */
  searchText: string;
}

/**
 * A post preview (migration 0012): the public post page's data for an unsaved post, found by the SHA-256
 * of its token until it expires.
 */
export interface PostPreviewsTable {
  tokenHash: string;
  preview: Json<PostPreview>;
  expiresAt: Timestamp;
  createdAt: CreatedAt;
}

/** The company profile (migration 0011): one row, the whole profile as jsonb. */
export interface CompanyProfileTable {
  id: string;
  record: Json<unknown>;
  updatedAt: Timestamp;
}

/** With the audit log's table (`auditLog`, shared/src/data/audit-log.pg-store.ts). */
export interface ContentDb extends AuditDb {
  services: CatalogueTable;
  projects: ProjectsTable;
  testimonials: CatalogueTable;
  statistics: CatalogueTable;
  teamMembers: CatalogueTable;
  timelineEntries: CatalogueTable;
  blogCategories: CatalogueTable;
  posts: PostsTable;
  postPreviews: PostPreviewsTable;
  companyProfile: CompanyProfileTable;
}

/** The catalogue tables that hold nothing but id, position and record. */
export type PlainCatalogueTable = Exclude<
  keyof ContentDb,
  'projects' | 'posts' | 'postPreviews' | 'companyProfile' | keyof AuditDb
>;

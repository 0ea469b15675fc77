/**
 * Versions of an edited record (a blog post, a job opening): every admin save keeps the record's whole
 * state after it, with who saved it and when, so an editor can see what changed and put an earlier
 * state back. Restoring writes that state as the record's current one and as a new version; nothing in
 * the history is ever edited or removed through the API.
 *
 * GET <record>/versions → VersionList (newest first), GET <record>/versions/:versionId → Version,
 * POST <record>/versions/:versionId/restore → the record as it now is.
 */

/**
 * The staff account that saved: its id and display name (the name its token carried at the time).
 * null for a baseline: the state the record had when its history began (the migration that introduced
 * versions, or a record's first save in memory mode, whose seeded state nobody saved).
 */
export interface VersionAuthor {
  id: string;
  name: string;
}

/**
 * The author id of a save no staff member made: the scheduled task that publishes posts and opens and
 * closes jobs (the `system` actor the audit log names too). Unlike a baseline's null, it says the change
 * was made on schedule.
 */
export const SYSTEM_VERSION_AUTHOR_ID = 'system';

/** One version as the history lists it. */
export interface VersionSummary {
  /** Unique within the service; a larger id is a later version. */
  id: string;
  /** When the save was made, ISO 8601 UTC with milliseconds. */
  createdAt: string;
  author: VersionAuthor | null;
}

/** One version with the record's whole state after that save. */
export interface Version<State> extends VersionSummary {
  state: State;
}

/** The history of one record, newest first. */
export interface VersionList {
  items: VersionSummary[];
}

/** A version id as the routes take it: the decimal digits of a positive integer. */
export const VERSION_ID_PATTERN = /^[1-9][0-9]{0,17}$/;

/**
 * Previews of unsaved records (a post, a job): a staff member's unsaved state, validated and sanitised
 * exactly as a save would store it, kept for PREVIEW_TTL_MINUTES under a random token that is the only key
 * to it (a capability: the public preview route asks for nothing else). What a preview holds is the data
 * its public page reads; this module keeps it without knowing what it is.
 *
 * A preview is found by the SHA-256 of its token, never the token itself: whoever reads the store (a
 * backup, a replica's log) cannot open a preview with what they read. Memory (a map capped by count) and
 * PostgreSQL (previews.pg-store.ts) implement the store, and one contract suite (previews.spec.ts) runs
 * unchanged against both.
 */
import { createHash, randomBytes } from 'node:crypto';
import { PREVIEW_PARAM } from '../contracts/post';
import { ERROR_CODES } from '../errors';
import { DEFAULT_LANGUAGE, type Language, LANGUAGE_CODES } from '../languages';
import { notFound } from '../nest/app-error';

/** One stored preview: what its page shows, under its token's hash, until `expiresAt`. */
export interface StoredPreview<T> {
  /** The token's SHA-256, hex. */
  tokenHash: string;
  preview: T;
  expiresAt: Date;
}

export abstract class PreviewsStore<T> {
  /** Keeps `stored` (committed, in PostgreSQL), first dropping what has expired by `now`. */
  abstract put(stored: StoredPreview<T>, now: Date): Promise<void>;
  /** The preview under this hash, or undefined when there is none or it expired by `now`. */
  abstract get(tokenHash: string, now: Date): Promise<T | undefined>;
}

/** Memory mode keeps this many previews at most (per kind of record); the oldest go first past it. */
export const MEMORY_PREVIEWS_MAX = 100;

/**
 * Previews in memory, at most `maxCount` (each may hold a post's 60 kB body per language): past it the
 * oldest is dropped, so a burst of previews costs a bounded amount of memory and an early link stops
 * opening.
 */
export class InMemoryPreviewsStore<T> extends PreviewsStore<T> {
  // A Map keeps insertion order: its first key is the oldest preview.
  private readonly previews = new Map<string, { preview: T; expiresAt: number }>();

  constructor(private readonly maxCount = MEMORY_PREVIEWS_MAX) {
    super();
  }

  put(stored: StoredPreview<T>, now: Date): Promise<void> {
    for (const [hash, kept] of this.previews) {
      if (kept.expiresAt <= now.getTime()) this.previews.delete(hash);
    }
    this.previews.set(stored.tokenHash, {
      preview: structuredClone(stored.preview),
      expiresAt: stored.expiresAt.getTime(),
    });
    while (this.previews.size > this.maxCount) {
      this.previews.delete(this.previews.keys().next().value as string);
    }
    return Promise.resolve();
  }

  get(tokenHash: string, now: Date): Promise<T | undefined> {
    const kept = this.previews.get(tokenHash);
    if (!kept || kept.expiresAt <= now.getTime()) return Promise.resolve(undefined);
    return Promise.resolve(structuredClone(kept.preview));
  }
}

const TOKEN_BYTES = 32;
/** 32 bytes in base64url, unpadded: 43 characters. Anything else is no token a service issued. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the store keys a preview by: its token's SHA-256, so the stored rows open nothing. */
export const hashPreviewToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const previewNotFound = () =>
  notFound(ERROR_CODES.PREVIEW_NOT_FOUND, 'No preview has this token, or it has expired');

/** A new preview's capability and when it stops opening. */
export interface IssuedPreview {
  token: string;
  expiresAt: string;
}

/**
 * Keeps the preview `build` makes (given its expiry, which the page shows) for `ttlMinutes` from `now`
 * under a new random 256-bit token, and answers the token.
 */
export async function keepPreview<T>(
  store: PreviewsStore<T>,
  ttlMinutes: number,
  now: Date,
  build: (expiresAt: string) => T,
): Promise<IssuedPreview> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000);
  await store.put(
    { tokenHash: hashPreviewToken(token), preview: build(expiresAt.toISOString()), expiresAt },
    now,
  );
  return { token, expiresAt: expiresAt.toISOString() };
}

/** The preview this token opens at `now`; 404 PREVIEW.NOT_FOUND when none, expired, or not a token at all. */
export async function openPreview<T>(store: PreviewsStore<T>, token: string, now: Date): Promise<T> {
  // A malformed token never reaches the store: it cannot be one, and hashing arbitrary input is waste.
  if (!TOKEN_PATTERN.test(token)) throw previewNotFound();
  const preview = await store.get(hashPreviewToken(token), now);
  if (preview === undefined) throw previewNotFound();
  return preview;
}

/**
 * A record's public page (`path`, as in the default language: `/blog/<slug>`) with the preview's token, in
 * each language (site paths). The gateway and the renderer never keep a page asked with the parameter.
 */
export function previewUrls(path: string, token: string): Record<Language, string> {
  const url = (lang: Language) =>
    `${lang === DEFAULT_LANGUAGE ? '' : `/${lang}`}${path}?${PREVIEW_PARAM}=${token}`;
  return Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, url(lang)])) as Record<Language, string>;
}

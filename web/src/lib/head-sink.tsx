/**
 * What a page says about itself for the document head (title, description, image, structured data).
 * The server renderer provides a sink that the page's hooks fill while it renders; in the browser there
 * is no sink and the hooks update the live document instead (use-document-title, use-meta-description).
 */
import { createContext, useContext } from 'react';

export interface PageHeadExtra {
  /** The page's own illustration (a site image path); its Open Graph card is made from it. */
  image?: string;
  /** Open Graph type: an article for blog posts, a website otherwise. */
  type?: 'website' | 'article';
  /** schema.org objects for this page (BlogPosting, JobPosting), besides the Organization and breadcrumbs. */
  jsonLd?: Record<string, unknown>[];
  /** The page answers "not found" (its error view): no canonical, noindex, status 404. */
  notFound?: boolean;
  /** A page for one reader, not for search (where a newsletter link ends): noindex, no canonical. */
  noindex?: boolean;
  /**
   * A preview address (`?preview=`): unpublished content for staff, for no one else. noindex and
   * nofollow, no canonical, and the answer never stored (`no-store, private`).
   */
  preview?: boolean;
}

export interface PageHead extends PageHeadExtra {
  title?: string;
  description?: string;
}

/** Collects a page's head while it renders on the server (the last write of a field wins). */
export class HeadSink {
  readonly head: PageHead = {};

  write(fields: PageHead): void {
    Object.assign(this.head, fields);
  }
}

const HeadSinkContext = createContext<HeadSink | null>(null);
export const HeadSinkProvider = HeadSinkContext.Provider;

/** The server renderer's sink, or null in the browser. */
export function useHeadSink(): HeadSink | null {
  return useContext(HeadSinkContext);
}

/** Image, type and structured data of the page, for the server-rendered head (crawlers and link previews). */
export function usePageHead(extra: PageHeadExtra): void {
  useHeadSink()?.write(extra);
}

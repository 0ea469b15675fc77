/**
 * Turns a record into its outbox mails: the team's notification (in the default language, with a link
 * into the panel and the sender as Reply-To, so the team can answer straight away) and the sender's
 * confirmation in the language of the page they used. Each mail is rendered now, once: the outbox
 * keeps exactly what is sent, and a resend sends the same mail.
 */
import { randomUUID } from 'node:crypto';
import type { MailPurpose } from '../contracts/mail';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../languages';
import type { MailSettings } from './config';
import type { MailRecordRef, OutgoingMail } from './mail';
import { type MailContent, renderMail } from './templates';

export interface MailAddressing {
  record: MailRecordRef;
  purpose: MailPurpose;
  to: string;
  replyTo?: string;
}

/** One outbox mail, rendered. */
export async function composeMail(
  settings: MailSettings,
  addressing: MailAddressing,
  content: MailContent,
): Promise<OutgoingMail> {
  const rendered = await renderMail(content, settings.company);
  return { id: randomUUID(), ...addressing, language: content.language, ...rendered };
}

/** The language a submission asked for, the default one when it named none (or none the site has). */
export const submissionLanguage = (language: unknown): Language =>
  isLanguage(language) ? language : DEFAULT_LANGUAGE;

/** The team's language: the site's default one. */
export const TEAM_LANGUAGE: Language = DEFAULT_LANGUAGE;

/** An address of the admin panel on the site: `path` with its query, e.g. the list searched for the record. */
export function panelLink(settings: MailSettings, path: string, query: Record<string, string>): string {
  const url = new URL(path, settings.publicOrigin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

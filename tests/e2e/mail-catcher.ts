/**
 * The mail catcher of the system under test (maildev, compose service `mail`): every mail the services
 * send lands in its inbox, read here through its JSON API. The e2e run publishes it on MAIL_PORT of the
 * gateway's host. Tests run side by side against one inbox, so each one finds its mails by a recipient
 * of its own (or, for a shared team address, by what only its mail contains) and waits for them with
 * `expect.poll`: the outbox worker sends a moment after the request that wrote the mail.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** One mail as maildev's `GET /api/email` lists it (the fields the tests read). */
export interface CaughtMail {
  id: string;
  subject: string;
  html: string;
  text: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
}

const catcherUrl = (): string => {
  const site = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:8080');
  return `http://${site.hostname}:${process.env.MAIL_PORT ?? '1080'}`;
};

const addressedTo = (mail: CaughtMail, address: string) =>
  mail.to.some((recipient) => recipient.address.toLowerCase() === address.toLowerCase());

/** Every mail in the inbox addressed to `address`, oldest first. */
export async function mailsTo(request: APIRequestContext, address: string): Promise<CaughtMail[]> {
  const response = await request.get(`${catcherUrl()}/api/email`);
  expect(response.status(), 'the mail catcher answers (is MAIL_PORT its port?)').toBe(200);
  const inbox = (await response.json()) as CaughtMail[];
  return inbox.filter((mail) => addressedTo(mail, address));
}

/**
 * Waits for the one mail to `address` that `matches` accepts (every mail to it when left out) and
 * returns it; fails if none comes, or if more than one does (a mail sent twice is a bug too).
 */
export async function expectOneMail(
  request: APIRequestContext,
  address: string,
  matches: (mail: CaughtMail) => boolean = () => true,
): Promise<CaughtMail> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, address)).filter(matches);
        return found.length;
      },
      { message: `one mail to ${address}`, timeout: 20_000 },
    )
    .toBe(1);
  return found[0]!;
}

/** The mail as it was received, headers included (maildev's JSON leaves some out, Reply-To among them). */
export async function mailSource(request: APIRequestContext, mail: CaughtMail): Promise<string> {
  const response = await request.get(`${catcherUrl()}/api/email/${mail.id}/source`);
  expect(response.status()).toBe(200);
  return response.text();
}

/** A header of the received mail, unfolded; undefined when it has none. */
export async function mailHeader(
  request: APIRequestContext,
  mail: CaughtMail,
  name: string,
): Promise<string | undefined> {
  const source = await mailSource(request, mail);
  const head = source.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((header) => header.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The addresses of the links in a mail's HTML, entities decoded. */
export const linksIn = (mail: CaughtMail): string[] =>
  [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

/**
 * A mail's plain text without the direction isolates (U+2066–U+2069) the templates put around every
 * value, so a test can look for a name or a sentence as a person reads it.
 */
export const plainText = (mail: CaughtMail): string => mail.text.replace(/[\u2066-\u2069]/g, '');

/** The language and direction the mail's HTML declares on its root element. */
export function htmlLanguage(mail: CaughtMail): { lang?: string; dir?: string } {
  const root = /<html\b[^>]*>/i.exec(mail.html)?.[0] ?? '';
  return { lang: /\blang="([^"]*)"/.exec(root)?.[1], dir: /\bdir="([^"]*)"/.exec(root)?.[1] };
}

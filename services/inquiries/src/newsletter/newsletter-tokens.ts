/**
 * The signed tokens of newsletter links: `<subscriber id>.<HMAC-SHA256 of purpose and id>`, keyed with
 * NEWSLETTER_TOKEN_SECRET. No lookup table and no expiry: an unsubscribe link must keep working in a
 * mail read years later, and only the holder of the secret can make one for another subscriber. The
 * purpose is signed with the id, so a confirm link cannot be turned into an unsubscribe link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NewsletterTokenPurpose } from '@madar/shared';
import { isUuid } from '@madar/shared/data';

export class NewsletterTokens {
  constructor(private readonly secret: string) {}

  private signature(purpose: NewsletterTokenPurpose, id: string): Buffer {
    return createHmac('sha256', this.secret).update(`newsletter:${purpose}:${id}`).digest();
  }

  sign(purpose: NewsletterTokenPurpose, id: string): string {
    return `${id}.${this.signature(purpose, id).toString('base64url')}`;
  }

  /** The subscriber id the token was signed for with this purpose, or undefined for any other text. */
  verify(purpose: NewsletterTokenPurpose, token: unknown): string | undefined {
    if (typeof token !== 'string' || token.length > 200) return undefined;
    const [id, mac, extra] = token.split('.');
    if (id === undefined || mac === undefined || extra !== undefined || !isUuid(id)) return undefined;
    // Compared as text, not decoded: base64url's last character carries spare bits, and a token with
    // them changed would decode to the same bytes.
    const given = Buffer.from(mac);
    const expected = Buffer.from(this.signature(purpose, id).toString('base64url'));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }
}

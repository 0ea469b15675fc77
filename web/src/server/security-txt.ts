/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability in the site. Expires is always
 * the same distance ahead, so the file never goes stale while the renderer runs; it is a whole day
 * (midnight UTC), so the body changes once a day and caches well.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
/** Under a year, as RFC 9116 recommends, so a reader re-checks the contact now and then. */
const EXPIRES_AFTER_DAYS = 180;

export function securityTxt(contact: string, origin: string, now: Date): string {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const expires = new Date(today + EXPIRES_AFTER_DAYS * DAY_MS).toISOString().replace('.000Z', 'Z');
  return [
    `Contact: ${contact}`,
    `Expires: ${expires}`,
    'Preferred-Languages: en, ar',
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}

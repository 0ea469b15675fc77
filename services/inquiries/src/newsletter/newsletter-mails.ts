/**
 * A sign-up's confirmation mail (the double opt-in): in the language of the page the reader used, with
 * the signed confirm link as its button, and the signed unsubscribe link in its footer and in the
 * RFC 8058 headers every newsletter mail carries, so mail clients offer their own unsubscribe button.
 */
import { apiPath, type NewsletterSubscription, type NewsletterTokenPurpose } from '@madar/shared';
import { composeMail, type MailSettings, mailText, type OutgoingMail } from '@madar/shared/mail';
import type { NewsletterTokens } from './newsletter-tokens';

/** The address of a newsletter link: the API route on the site's public address, with its token. */
export function newsletterLink(
  settings: MailSettings,
  tokens: NewsletterTokens,
  purpose: NewsletterTokenPurpose,
  id: string,
): string {
  const url = new URL(`/${apiPath('inquiries', 'newsletter')}/${purpose}`, settings.publicOrigin);
  url.searchParams.set('token', tokens.sign(purpose, id));
  return url.toString();
}

/** The headers of every mail to a subscriber: a one-click unsubscribe (RFC 8058) for mail clients. */
export const unsubscribeHeaders = (unsubscribeUrl: string): Record<string, string> => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export async function confirmationMail(
  subscription: NewsletterSubscription,
  settings: MailSettings,
  tokens: NewsletterTokens,
): Promise<OutgoingMail> {
  const { language } = subscription;
  const unsubscribe = newsletterLink(settings, tokens, 'unsubscribe', subscription.id);
  const mail = await composeMail(
    settings,
    {
      record: { type: 'newsletter_subscriber', id: subscription.id },
      purpose: 'confirmation',
      to: subscription.email,
    },
    {
      language,
      subject: mailText(language, 'newsletter.confirmation.subject'),
      heading: mailText(language, 'newsletter.confirmation.heading'),
      paragraphs: [
        mailText(language, 'newsletter.confirmation.body'),
        mailText(language, 'newsletter.confirmation.ignore'),
      ],
      action: {
        label: mailText(language, 'newsletter.confirmation.action'),
        href: newsletterLink(settings, tokens, 'confirm', subscription.id),
      },
      footerLink: { label: mailText(language, 'newsletter.unsubscribe'), href: unsubscribe },
    },
  );
  return { ...mail, headers: unsubscribeHeaders(unsubscribe) };
}

import { NewsletterOutcome } from '@/features/newsletter-links/components/newsletter-outcome';
import type { I18nHandle } from '@/lib/route-namespaces';

/** The translation namespaces this page renders with, loaded before its first render. */
export const handle = { i18n: ['newsletter'] } satisfies I18nHandle;

/** Where a newsletter mail's confirm and unsubscribe links end (GET /api/newsletter/… answers 303 here). */
export function Component() {
  return <NewsletterOutcome />;
}

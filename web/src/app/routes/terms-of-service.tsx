import { TermsOfService } from '@/features/legal/components/legal-document';
import type { I18nHandle } from '@/lib/route-namespaces';

/** The translation namespaces this page renders with, loaded before its first render. */
export const handle = { i18n: ['legal'] } satisfies I18nHandle;

/** The terms of service linked from the footer (docs/product.md#legal-pages). */
export function Component() {
  return <TermsOfService />;
}

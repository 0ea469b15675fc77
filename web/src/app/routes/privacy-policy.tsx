import { PrivacyPolicy } from '@/features/legal/components/legal-document';
import type { I18nHandle } from '@/lib/route-namespaces';

/** The translation namespaces this page renders with, loaded before its first render. */
export const handle = { i18n: ['legal'] } satisfies I18nHandle;

/** Spec §2: the privacy policy linked from the footer. */
export function Component() {
  return <PrivacyPolicy />;
}

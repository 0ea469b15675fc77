import { PrivacyPolicy } from '@/features/legal/components/legal-document';

/** Spec §2: the privacy policy linked from the footer. */
export function Component() {
  return <PrivacyPolicy />;
}

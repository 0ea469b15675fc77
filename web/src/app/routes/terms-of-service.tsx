import { TermsOfService } from '@/features/legal/components/legal-document';

/** Spec §2: the terms of service linked from the footer. */
export function Component() {
  return <TermsOfService />;
}

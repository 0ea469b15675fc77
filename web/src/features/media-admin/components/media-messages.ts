import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';

/** The codes the library's refusals carry that have a sentence of their own (else: the generic one). */
const KNOWN_CODES = [
  'MEDIA.UNSUPPORTED_TYPE',
  'MEDIA.TOO_LARGE',
  'MEDIA.TOO_MANY_PIXELS',
  'MEDIA.UNREADABLE',
  'MEDIA.NOT_FOUND',
  'STORAGE.FULL',
] as const;
type KnownCode = (typeof KNOWN_CODES)[number];

const isKnown = (code: string): code is KnownCode => (KNOWN_CODES as readonly string[]).includes(code);

/** A failed call as a translated sentence, by its error code. */
export function mediaErrorText(t: TFunction<'media'>, error: unknown): string {
  const code = isApiError(error) ? error.code : '';
  return isKnown(code) ? t(`errors.${code}`) : t('errors.generic');
}

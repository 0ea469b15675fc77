import { ERROR_CODES } from '@madar/shared';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';

/**
 * An accounts request's failure in the panel's language, by the code auth answered with; `fallback`
 * words any other failure (auth unavailable, the network) for the action that failed.
 */
export function accountErrorMessage(
  error: unknown,
  t: TFunction<'staff'>,
  fallback: string = t('accounts.errors.generic'),
): string {
  const code = isApiError(error) ? error.code : undefined;
  switch (code) {
    case ERROR_CODES.ACCOUNT_LAST_OWNER:
      return t('accounts.errors.lastOwner');
    case ERROR_CODES.ACCOUNT_EMAIL_TAKEN:
      return t('accounts.errors.emailTaken');
    case ERROR_CODES.ACCOUNT_NOT_FOUND:
      return t('accounts.errors.notFound');
    case ERROR_CODES.AUTH_FORBIDDEN:
      return t('errors.forbidden');
    default:
      return fallback;
  }
}

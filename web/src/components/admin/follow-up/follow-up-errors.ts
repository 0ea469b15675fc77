import { ERROR_CODES } from '@madar/shared';
import type { TFunction } from 'i18next';
import { CLIENT_ERROR_CODES, isApiError } from '@/lib/api-error';

/** The reason words of the follow-up pieces (admin.json followUp.errors). */
type Reason =
  | 'assigneeInvalid'
  | 'leadNotFound'
  | 'mailNotFound'
  | 'forbidden'
  | 'invalid'
  | 'throttled'
  | 'network'
  | 'generic';

/**
 * The codes the follow-up routes answer with, and what staff read for each. LEAD.ASSIGNEE_INVALID: the
 * chosen person's account is gone or their role may no longer see the kind (someone changed it
 * meanwhile); the others as everywhere in the panel.
 */
const REASONS: Readonly<Record<string, Reason>> = {
  'LEAD.ASSIGNEE_INVALID': 'assigneeInvalid',
  [ERROR_CODES.BRIEF_NOT_FOUND]: 'leadNotFound',
  [ERROR_CODES.CONTACT_NOT_FOUND]: 'leadNotFound',
  [ERROR_CODES.APPLICATION_NOT_FOUND]: 'leadNotFound',
  [ERROR_CODES.MAIL_NOT_FOUND]: 'mailNotFound',
  [ERROR_CODES.AUTH_FORBIDDEN]: 'forbidden',
  [ERROR_CODES.VALIDATION_FAILED]: 'invalid',
  [ERROR_CODES.THROTTLED]: 'throttled',
  [CLIENT_ERROR_CODES.NETWORK]: 'network',
};

/** A follow-up request's failure in the panel's language, by the code the service answered with. */
export function followUpErrorMessage(error: unknown, t: TFunction<'admin'>): string {
  const reason = (isApiError(error) ? REASONS[error.code] : undefined) ?? 'generic';
  return t(`followUp.errors.${reason}`);
}

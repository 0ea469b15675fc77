/**
 * Turns a class-validator message into a translated one. The server speaks English; known constraint
 * phrases get the site's own wording in the current language, anything else is shown as sent.
 */
import type { TFunction } from 'i18next';

export function translateServerMessage(message: string, t: TFunction): string {
  if (/should not be empty|must be defined/.test(message)) return t('form.server.required');
  if (/must be (an email|a valid email)/.test(message)) return t('form.server.email');
  const max = /shorter than or equal to (\d+)/.exec(message)?.[1];
  if (max) return t('form.server.maxLength', { max: Number(max) });
  if (/one of the following values/.test(message)) return t('form.server.choice');
  if (/must match|must be a valid phone/.test(message)) return t('form.server.format');
  return message;
}

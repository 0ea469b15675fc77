/**
 * The services' phone rule (`isPhone`, PHONE_PATTERN of the shared contract: digits, Arabic-Indic too,
 * spaces and + - ( ), at least six digits, at most PHONE_MAX characters), checked in the browser before a
 * form is sent so a visitor sees the same message at the field without a round trip.
 */
import { PHONE_PATTERN } from '@madar/shared';

/** Whether the services accept this phone number (trimmed, as they trim it; empty means not given). */
export function isAcceptedPhone(value: string): boolean {
  const phone = value.trim();
  return phone === '' || PHONE_PATTERN.test(phone);
}

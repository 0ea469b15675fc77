/**
 * The services' phone rule (`isPhone`: digits, Arabic-Indic too, spaces and + - ( ), at least six
 * digits, at most PHONE_MAX characters), checked in the browser before a form is sent so a visitor
 * sees the same message at the field without a round trip. The services' own pattern sits with their
 * NestJS decorators, which the browser bundle cannot import; phone-rule.test.ts holds this one against
 * it on the same inputs, so the two cannot drift apart.
 */
import { PHONE_MAX } from '@madar/shared';

const PHONE_PATTERN = new RegExp(`^(?=(?:\\D*\\p{Nd}){6})[+\\p{Nd} ()-]{6,${PHONE_MAX}}$`, 'u');

/** Whether the services accept this phone number (trimmed, as they trim it; empty means not given). */
export function isAcceptedPhone(value: string): boolean {
  const phone = value.trim();
  return phone === '' || PHONE_PATTERN.test(phone);
}

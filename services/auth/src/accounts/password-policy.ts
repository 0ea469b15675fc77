/**
 * The rules every new password meets, whoever sets it (an owner creating an account, the person with
 * their set-password link, or changing their own): at least PASSWORD_MIN_LENGTH characters, at most
 * the sign-in limit, not containing the account's email or name, and not one of the most used
 * passwords. Each broken rule is one `details` entry of the 400, so the form can say all of them at once.
 *
 * The common-password list is the one zxcvbn-ts ships (@zxcvbn-ts/language-common, MIT: about 49,000
 * passwords from leaked sets, most used first), loaded from the package at first use: no network at run time.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_LIMITS, PASSWORD_MIN_LENGTH, type PasswordRule, type ValidationDetail } from '@madar/shared';

let common: ReadonlySet<string> | undefined;

/** Whether `password`, without case, is on the shipped list of common passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Parts of a name or an email's local part long enough that containing one says something. */
const MIN_PART = 3;
const partsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part.length >= MIN_PART);

export interface PasswordOwner {
  email: string;
  name: string;
}

/** The rules `password` breaks for `owner`, as `details` entries on `field`; empty when it is acceptable. */
export function passwordProblems(field: string, password: string, owner: PasswordOwner): ValidationDetail[] {
  const problems: { rule: PasswordRule; params?: Record<string, number> }[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH)
    problems.push({ rule: 'minLength', params: { min: PASSWORD_MIN_LENGTH } });
  if (password.length > ACCOUNT_LIMITS.password)
    problems.push({ rule: 'maxLength', params: { max: ACCOUNT_LIMITS.password } });
  const lower = password.toLowerCase();
  const email = owner.email.toLowerCase();
  const local = email.split('@')[0] ?? '';
  if (lower.includes(email) || partsOf(local).some((part) => lower.includes(part))) {
    problems.push({ rule: 'containsEmail' });
  }
  if (partsOf(owner.name).some((part) => lower.includes(part))) problems.push({ rule: 'containsName' });
  if (isCommonPassword(password)) problems.push({ rule: 'commonPassword' });
  return problems.map(({ rule, params }) => ({ field, rule, ...(params ? { params } : {}) }));
}

const MESSAGES: Record<PasswordRule, string> = {
  minLength: `must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  maxLength: `must be at most ${ACCOUNT_LIMITS.password} characters long`,
  containsEmail: 'must not contain the email address',
  containsName: 'must not contain the name',
  commonPassword: 'is one of the most commonly used passwords',
};

/** English messages for the envelope's `message`, one per problem. */
export const passwordMessages = (problems: readonly ValidationDetail[]): string[] =>
  problems.map(({ field, rule }) => `${field} ${MESSAGES[rule as PasswordRule] ?? 'is not accepted'}`);

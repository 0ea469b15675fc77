/**
 * The text rules every form of this service shares (spec §5): strings are trimmed, a text left empty
 * after trimming counts as not given, and each kind of field has one maximum length.
 */
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;
export const EMAIL_MAX = 254;

/** Digits (Arabic-Indic too), spaces, + - ( ), with at least six digits. */
export const PHONE_PATTERN = /^(?=(?:\D*\p{Nd}){6})[+\p{Nd} ()-]{6,30}$/u;
export const PHONE_MESSAGE = 'phone may hold only digits, spaces, + - ( ) and at least six digits';
export const EMAIL_MESSAGE = 'email must be a valid email address';

type TransformArgs = { value: unknown };

export const trimmed = ({ value }: TransformArgs): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** Optional fields: an empty text is the same as leaving the field out. */
export const trimmedOrAbsent = ({ value }: TransformArgs): unknown => {
  const text = trimmed({ value });
  return text === '' ? undefined : text;
};

/** Leaves out optional fields that were not given, so a stored record has no `undefined` keys. */
export function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

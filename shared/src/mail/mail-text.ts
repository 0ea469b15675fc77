/**
 * The mails' words, one file per language (locales/<code>.json, the keys alike in each), looked up by
 * a dotted key with `{{name}}` placeholders filled in. A key one language lacks is a bug the locale
 * test catches, so a lookup that misses throws instead of sending a blank.
 */
import type { Language } from '../languages';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The English file's shape is every file's shape. */
export type MailLocale = typeof en;

export const MAIL_LOCALES: Record<Language, MailLocale> = { en, ar };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key a mail can use, checked by the compiler. */
export type MailTextKey = Leaves<MailLocale>;

export type MailTextValues = Record<string, string>;

/**
 * A filled-in value keeps its own direction inside the sentence (first strong isolate … pop): a
 * reference id, a phone or a Latin company name in an Arabic sentence, an Arabic name in an English
 * one. Mail clients show the marks as nothing; the plain-text part needs them as much as the HTML.
 */
export const isolate = (value: string): string => `\u2068${value}\u2069`;

/** The text of `key` in `language`, each `{{name}}` replaced by `values[name]`, isolated. */
export function mailText(language: Language, key: MailTextKey, values: MailTextValues = {}): string {
  let node: unknown = MAIL_LOCALES[language];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`mail text "${key}" is missing in ${language}`);
  return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : isolate(value);
  });
}

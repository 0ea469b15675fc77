/**
 * The lengths every kind of typed text shares: one line (a name, a subject, a title), a long text (a
 * message, a description), an email address (RFC 5321's 254) and a phone number. The request contracts
 * beside this file name each field's limit from these, so a change here reaches the services' DTOs and
 * the web's `maxLength` attributes together.
 */
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;

/**
 * A phone number: digits (Arabic-Indic too), spaces, + - ( ), with at least six digits; at most PHONE_MAX
 * characters. The services' `isPhone` rule and the forms' check before sending.
 */
export const PHONE_PATTERN = new RegExp(`^(?=(?:\\D*\\p{Nd}){6})[+\\p{Nd} ()-]{6,${PHONE_MAX}}$`, 'u');

/**
 * A request's text limits, by field name: what its DTO enforces and its form's `maxLength` shows. Email
 * and phone fields are left out: every one of them takes EMAIL_MAX and PHONE_MAX.
 */
export type FieldLimits<Request> = { readonly [Field in keyof Request]?: number };

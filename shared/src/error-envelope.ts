/**
 * The shape of every error answer (`{ statusCode, code, message, error, details? }`) and its type
 * guards: all a page needs to read a refusal. Kept apart from the code table in errors.ts so the public
 * pages, which check envelopes but never name a code, do not carry the table.
 */

/** A parameter of a failed rule: a limit, a flag, or the list of accepted values. */
export type ValidationParam = string | number | boolean | (string | number)[];

/**
 * One failed rule of a 400 `VALIDATION.FAILED`, as data the web translates: `field` is the property path
 * (`email`, `title.ar`, `responsibilities.0.en`), `rule` a stable name (class-validator's constraint keys
 * such as `isEmail` or `maxLength`, `unknownField` for a field the endpoint does not take, and the
 * services' own rules such as `isPhone`), `params` the rule's figures (`{ max: 200 }`, `{ values: [...] }`).
 */
export interface ValidationDetail {
  field: string;
  rule: string;
  params?: Record<string, ValidationParam>;
}

export interface ErrorEnvelope {
  statusCode: number;
  code: string;
  /** English, for people reading logs and raw responses; screens use `code` and `details`. */
  message: string | string[];
  error: string;
  /** A validation failure's problems, one per failed rule; absent or empty for other errors. */
  details?: ValidationDetail[];
}

function isValidationParam(value: unknown): value is ValidationParam {
  if (Array.isArray(value))
    return value.every((item) => typeof item === 'string' || typeof item === 'number');
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

export function isValidationDetail(value: unknown): value is ValidationDetail {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.field !== 'string' || typeof v.rule !== 'string') return false;
  if (v.params === undefined) return true;
  return (
    typeof v.params === 'object' &&
    v.params !== null &&
    !Array.isArray(v.params) &&
    Object.values(v.params).every(isValidationParam)
  );
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.statusCode === 'number' && typeof v.code === 'string' && 'message' in v;
}

/**
 * The global ValidationPipe of every service: unknown fields are refused, payloads are transformed to
 * their DTO classes, and every failed constraint is reported twice in the 400 envelope: as an English
 * sentence in `message` (for people reading raw responses) and as data in `details` (for screens, which
 * translate it). A detail's params are read from the constraint's metadata, never from its message.
 */
import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { ERROR_CODES, type ValidationDetail, type ValidationParam } from '../errors';
import { AppError } from './app-error';
import { shapeError } from './request-shape';

/** Constraint keys renamed for the contract: class-validator's own name for a forbidden field is internal. */
const RULE_NAMES: Readonly<Record<string, string>> = { whitelistValidation: 'unknownField' };

type Params = Record<string, ValidationParam>;
type ParamReader = (constraints: readonly unknown[]) => Params;

const isPrimitive = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The named constraints that hold a plain value (an absent bound, as in Length(2), is left out). */
function named(names: readonly string[], constraints: readonly unknown[]): Params {
  const params: Params = {};
  names.forEach((name, index) => {
    const value = constraints[index];
    if (isPrimitive(value)) params[name] = value;
  });
  return params;
}

function values(list: unknown): Params {
  if (!Array.isArray(list)) return {};
  const items = list.filter(
    (item): item is string | number => typeof item === 'string' || typeof item === 'number',
  );
  return { values: items };
}

/** How each rule's constraints become params; rules not listed here carry none. */
const PARAM_READERS: Readonly<Record<string, ParamReader>> = {
  maxLength: (c) => named(['max'], c),
  minLength: (c) => named(['min'], c),
  length: (c) => named(['min', 'max'], c),
  max: (c) => named(['max'], c),
  min: (c) => named(['min'], c),
  arrayMaxSize: (c) => named(['max'], c),
  arrayMinSize: (c) => named(['min'], c),
  isIn: (c) => values(c[0]),
  isNotIn: (c) => values(c[0]),
  // IsEnum keeps the enum object first and its accepted values second.
  isEnum: (c) => values(c[1]),
};

/** The constraints the rule was declared with on the target's class (inherited ones included). */
function declaredConstraints(target: object | undefined, property: string, rule: string): readonly unknown[] {
  if (target === undefined || Array.isArray(target)) return [];
  const metadata = getMetadataStorage()
    .getTargetValidationMetadatas(target.constructor, '', true, false)
    .find((m) => m.propertyName === property && (m.name ?? m.type) === rule);
  return (metadata?.constraints as unknown[] | undefined) ?? [];
}

function detailOf(error: ValidationError, field: string, constraint: string): ValidationDetail {
  const rule = RULE_NAMES[constraint] ?? constraint;
  const reader = PARAM_READERS[rule];
  if (!reader) return { field, rule };
  const params = reader(declaredConstraints(error.target, error.property, constraint));
  return Object.keys(params).length > 0 ? { field, rule, params } : { field, rule };
}

/** Every failed constraint, depth first, with the property path of its field (`title.ar`, `items.0.en`). */
export function validationDetails(errors: readonly ValidationError[], parent = ''): ValidationDetail[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.keys(e.constraints ?? {}).map((constraint) => detailOf(e, path, constraint));
    return [...own, ...validationDetails(e.children ?? [], path)];
  });
}

/** The English sentences of the same failures, as the envelope's `message` has always listed them. */
export function validationMessages(errors: readonly ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((m) => (parent ? `${path}: ${m}` : m));
    return [...own, ...validationMessages(e.children ?? [], path)];
  });
}

/**
 * A body whose DTO is a class must arrive as a JSON object (or a multipart form's fields). Nest's pipe
 * validates nothing (body undefined: no body, or a type no parser reads, such as text/plain) as `{}`,
 * and an array as the DTO with its indexes for fields, so a PATCH whose fields are all optional
 * accepted either as an empty change and touched the record. A body's shape is checked here as well
 * as in the middleware (see request-shape.ts), for the parsers that run after it (multipart).
 */
class ObjectBodyValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    if (metadata.type === 'body' && metadata.data === undefined && this.toValidate(metadata) && !isObject) {
      throw new AppError(
        400,
        ERROR_CODES.VALIDATION_FAILED,
        ['The request body must be a JSON object'],
        [{ field: '', rule: 'isObject' }],
      );
    }
    // A multipart form's fields arrive here unchecked by the request-shape middleware.
    const shape = metadata.type === 'body' ? shapeError(value) : undefined;
    if (shape) throw shape;
    return super.transform(value, metadata) as Promise<unknown>;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ObjectBodyValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // The failing object's class tells which rule declared which limit; it never reaches the response.
    validationError: { target: true },
    exceptionFactory: (errors) =>
      new AppError(400, ERROR_CODES.VALIDATION_FAILED, validationMessages(errors), validationDetails(errors)),
  });
}

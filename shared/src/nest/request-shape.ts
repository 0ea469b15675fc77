/**
 * What a request's JSON body and query may be before any parser or validator looks at them: at most
 * MAX_JSON_DEPTH levels of nesting (a 36 KB body nested 6,000 deep overflowed the validation pipe's
 * recursion), and only well-formed Unicode in keys and strings (a lone surrogate such as "\ud800"
 * made the email validator throw), and no key named like a member of Object.prototype (`__proto__`,
 * `constructor`, `toString`…) or `prototype`: class-transformer drops those silently, so the
 * forbidden-field rule never saw them and a body carrying one was stored. Anything else is a 400 in
 * the envelope, never a 500.
 */
import type { NextFunction, Request, Response } from 'express';
import { ERROR_CODES } from '../errors';
import { AppError } from './app-error';

export const MAX_JSON_DEPTH = 32;

export type ShapeProblem = 'tooDeep' | 'malformedText' | 'reservedKey';

/** Names no field of the API has and class-transformer will not copy. */
const RESERVED_KEYS: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
]);

/** A lone surrogate: with the `u` flag a pair reads as one astral code point, so only lone halves match. */
const LONE_SURROGATE = /\p{Cs}/u;
const wellFormed = (text: string): boolean => !LONE_SURROGATE.test(text);

/** The first problem of a parsed JSON value (or query), walked without recursion; undefined when fine. */
export function shapeProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): ShapeProblem | undefined {
  return findShapeProblem(value, maxDepth)?.problem;
}

/** The first problem and the field it names (a reserved key; '' for the others). */
function findShapeProblem(
  value: unknown,
  maxDepth = MAX_JSON_DEPTH,
): { problem: ShapeProblem; field: string } | undefined {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (!wellFormed(current)) return { problem: 'malformedText', field: '' };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= maxDepth) return { problem: 'tooDeep', field: '' };
    for (const [key, child] of Object.entries(current)) {
      if (!wellFormed(key)) return { problem: 'malformedText', field: '' };
      if (RESERVED_KEYS.has(key)) return { problem: 'reservedKey', field: key };
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return undefined;
}

const PROBLEMS: Record<ShapeProblem, { message: string; rule: string; params?: Record<string, number> }> = {
  tooDeep: {
    message: `The request nests deeper than ${MAX_JSON_DEPTH} levels`,
    rule: 'maxDepth',
    params: { max: MAX_JSON_DEPTH },
  },
  malformedText: {
    message: 'The request holds text that is not well-formed Unicode',
    rule: 'wellFormedText',
  },
  reservedKey: {
    message: 'The request uses a reserved name (such as __proto__ or constructor) as a field',
    rule: 'unknownField',
  },
};

/** The 400 for a value of a shape nobody sends, or undefined when it is fine. */
export function shapeError(value: unknown): AppError | undefined {
  const found = findShapeProblem(value);
  if (!found) return undefined;
  const { message, rule, params } = PROBLEMS[found.problem];
  return new AppError(
    400,
    ERROR_CODES.VALIDATION_FAILED,
    [message],
    [{ field: found.field, rule, ...(params ? { params } : {}) }],
  );
}

/**
 * Express middleware, right after the JSON parser: refuses a body or query of a shape nobody sends.
 * A multipart form's fields are parsed later, by its route; the validation pipe checks them.
 */
export function refuseMalformedShapes(req: Request, _res: Response, next: NextFunction): void {
  next(shapeError(req.body) ?? shapeError(req.query));
}

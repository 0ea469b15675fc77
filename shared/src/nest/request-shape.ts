/**
 * What a request's JSON body and query may be before any parser or validator looks at them: at most
 * MAX_JSON_DEPTH levels of nesting (a 36 KB body nested 6,000 deep overflowed the validation pipe's
 * recursion), and only well-formed Unicode in keys and strings (a lone surrogate such as "\ud800"
 * made the email validator throw). Anything else is a 400 in the envelope, never a 500.
 */
import type { NextFunction, Request, Response } from 'express';
import { ERROR_CODES } from '../errors';
import { AppError } from './app-error';

export const MAX_JSON_DEPTH = 32;

export type ShapeProblem = 'tooDeep' | 'malformedText';

/** A lone surrogate: with the `u` flag a pair reads as one astral code point, so only lone halves match. */
const LONE_SURROGATE = /\p{Cs}/u;
const wellFormed = (text: string): boolean => !LONE_SURROGATE.test(text);

/** The first problem of a parsed JSON value (or query), walked without recursion; undefined when fine. */
export function shapeProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): ShapeProblem | undefined {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (!wellFormed(current)) return 'malformedText';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= maxDepth) return 'tooDeep';
    for (const [key, child] of Object.entries(current)) {
      if (!wellFormed(key)) return 'malformedText';
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
};

/** Express middleware, right after the JSON parser: refuses a body or query of a shape nobody sends. */
export function refuseMalformedShapes(req: Request, _res: Response, next: NextFunction): void {
  const problem = shapeProblem(req.body) ?? shapeProblem(req.query);
  if (!problem) {
    next();
    return;
  }
  const { message, rule, params } = PROBLEMS[problem];
  next(
    new AppError(
      400,
      ERROR_CODES.VALIDATION_FAILED,
      [message],
      [{ field: '', rule, ...(params ? { params } : {}) }],
    ),
  );
}

/**
 * The public forms' spam trap, on the service's side (the fields: contracts/spam.ts). A submission whose
 * honeypot is filled, or that was sent sooner after the form was shown than SPAM_MIN_FILL_MS (or with a
 * shown-time too far in the future to be a fast clock), is answered exactly as a taken one would be (201
 * and a body of the same shape, with an id that names nothing), and nothing is stored or sent. One
 * warning line, `spam refused` with the form and the reason (nothing the sender typed), is the count:
 * the services keep no metrics of their own, so operators count these lines.
 *
 * The check runs before validation: a script learns nothing from a 400 about the fields it got wrong,
 * nor from a difference between its refused and its taken submissions. It runs after the route's guards
 * (own-site check, media type, per-address budget), so refused submissions still spend the budget, and
 * after the multipart parser on the application route (its fields arrive with the file), whose file is
 * held in memory only and dropped with the request.
 *
 * A submission without `startedAt` (an old cached page, an API client) is not judged by time.
 */
import { randomUUID } from 'node:crypto';
import {
  applyDecorators,
  type CallHandler,
  type DynamicModule,
  type ExecutionContext,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import type { Request } from 'express';
import { type Observable, of } from 'rxjs';
import {
  SPAM_CLOCK_SKEW_MS,
  SPAM_MIN_FILL_MS_DEFAULT,
  SPAM_TRAP_FIELDS,
  type SpamCheckedForm,
  type SpamReason,
} from '../contracts/spam';
import type { CreatedResult } from '../contracts/responses';
import { wholeNumber } from '../node/config';
import { Clock } from './clock';

export interface SpamCheckOptions {
  /** SPAM_MIN_FILL_MS: the least time between showing a form and sending it; 0 turns the time check off. */
  minFillMs: number;
}

export interface SpamVerdict {
  reason: SpamReason;
  /** How long after it was shown the form was sent (negative: its time is ahead of the service's clock). */
  ageMs?: number;
}

export const SPAM_CHECK_OPTIONS = Symbol('spam-check-options');
const SPAM_CHECKED_ROUTE = Symbol('spam-checked-route');

interface SpamCheckedRoute {
  form: SpamCheckedForm;
  answer: () => unknown;
}

const fieldOf = (body: object, name: string): unknown =>
  Object.hasOwn(body, name) ? (body as Record<string, unknown>)[name] : undefined;

/** A person's browser sends the honeypot empty or not at all; any other value was put there by a script. */
const honeypotFilled = (value: unknown): boolean =>
  value !== undefined && value !== null && (typeof value !== 'string' || value.trim() !== '');

/** `startedAt` as a number (JSON), or digits (a multipart field); anything else is left to validation. */
function shownAt(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*\d{1,16}\s*$/.test(value)) return Number(value);
  return undefined;
}

/** Why this body is spam, or undefined for a submission to take (then validated as usual). */
export function spamVerdict(body: unknown, nowMs: number, minFillMs: number): SpamVerdict | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  if (honeypotFilled(fieldOf(body, SPAM_TRAP_FIELDS.honeypot))) return { reason: 'honeypot' };
  const startedAt = minFillMs > 0 ? shownAt(fieldOf(body, SPAM_TRAP_FIELDS.startedAt)) : undefined;
  if (startedAt === undefined) return undefined;
  const ageMs = nowMs - startedAt;
  if (ageMs < -SPAM_CLOCK_SKEW_MS) return { reason: 'from-the-future', ageMs };
  // Between -skew and 0 the visitor's clock runs a little fast: their fill time is unknown, so taken.
  if (ageMs >= 0 && ageMs < minFillMs) return { reason: 'too-fast', ageMs };
  return undefined;
}

/** The answer of a taken brief, message or application, for one that was not: an id that names nothing. */
export const createdLookalike = (): CreatedResult => ({ success: true, id: randomUUID() });

@Injectable()
export class SpamCheckInterceptor implements NestInterceptor {
  private readonly logger = new Logger('SpamCheck');

  constructor(
    @Inject(SPAM_CHECK_OPTIONS) private readonly options: SpamCheckOptions,
    private readonly clock: Clock,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const route = this.reflector.get<SpamCheckedRoute | undefined>(SPAM_CHECKED_ROUTE, context.getHandler());
    const body: unknown = context.switchToHttp().getRequest<Request>().body;
    const verdict = route && spamVerdict(body, this.clock.now().getTime(), this.options.minFillMs);
    if (!route || !verdict) return next.handle();
    this.logger.warn({ msg: 'spam refused', form: route.form, ...verdict });
    // The route's own status (201) is already set; its handler, validation included, never runs.
    return of(route.answer());
  }
}

export const QUIET_REFUSAL_NOTE =
  `Spam is refused quietly: a filled \`${SPAM_TRAP_FIELDS.honeypot}\` (the honeypot), or a ` +
  `\`${SPAM_TRAP_FIELDS.startedAt}\` less than SPAM_MIN_FILL_MS before the service's time (or more than ` +
  `${SPAM_CLOCK_SKEW_MS / 60_000} minutes after it), gets the same 201 and body shape as a taken submission, ` +
  'and nothing is stored or sent. This check comes before validation, so such a submission gets that 201 ' +
  `even when its other fields are invalid. Without \`${SPAM_TRAP_FIELDS.startedAt}\` it is not judged by time.`;

/** Adds the note to the operation's OpenAPI description, keeping a summary or description set beside it. */
const describeQuietRefusal: MethodDecorator = (_target, _key, descriptor) => {
  const previous = (Reflect.getMetadata(DECORATORS.API_OPERATION, descriptor.value as object) ?? {}) as {
    description?: string;
  };
  const description = [previous.description, QUIET_REFUSAL_NOTE].filter(Boolean).join('\n\n');
  Reflect.defineMetadata(
    DECORATORS.API_OPERATION,
    { summary: '', ...previous, description },
    descriptor.value as object,
  );
  return descriptor;
};

/**
 * On a public form's route, below `@PublicSubmission()` and, on a multipart route, above the parser's
 * `@UseInterceptors()` (decorators apply bottom-up, so the parser runs first and the fields are there):
 * a spam submission is answered with `answer()` in place of the handler's result.
 */
export const SpamChecked = (form: SpamCheckedForm, answer: () => unknown = createdLookalike) =>
  applyDecorators(
    SetMetadata(SPAM_CHECKED_ROUTE, { form, answer } satisfies SpamCheckedRoute),
    UseInterceptors(SpamCheckInterceptor),
    describeQuietRefusal,
  );

/** Gives every module's `@SpamChecked()` routes the minimum fill time. */
@Global()
@Module({})
export class SpamCheckModule {
  static forRoot(options: SpamCheckOptions): DynamicModule {
    return {
      module: SpamCheckModule,
      providers: [{ provide: SPAM_CHECK_OPTIONS, useValue: options }, SpamCheckInterceptor],
      exports: [SPAM_CHECK_OPTIONS, SpamCheckInterceptor],
    };
  }
}

export const spamCheckSpecs = () => ({
  SPAM_MIN_FILL_MS: wholeNumber({
    default: SPAM_MIN_FILL_MS_DEFAULT,
    desc: 'Least milliseconds between showing a public form and sending it, else refused quietly; 0: off',
  }),
});

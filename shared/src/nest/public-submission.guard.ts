/**
 * The anonymous submission routes (briefs, contact, newsletter, applications) take a request only from
 * the site's own pages and only in the media type its forms send. Without this, any other site could
 * make its visitors' browsers post a form-encoded, text/plain or multipart body (a "simple" request,
 * sent without a CORS preflight) from their own addresses, past the per-address budget.
 *
 * Who sent it, as the browser tells (the reasoning of Go's net/http CrossOriginProtection):
 * - `Sec-Fetch-Site` decides when present: `same-origin` (the site's page) and `none` (the visitor's own
 *   action) pass; `same-site` and `cross-site` are refused. Pages cannot set it, and the site and its API
 *   share one origin, so a sibling host (`same-site`) has no business posting either. The Origin is not
 *   compared then: the browser has already said it is this origin, whichever host (madar.ly or
 *   www.madar.ly, the dev server) the visitor used.
 * - Otherwise (a browser older than Fetch Metadata) an `Origin` must equal PUBLIC_ORIGIN; `null` never does.
 * - A request with neither comes from no browser page (curl, another server, the tests) and passes, as a
 *   client that is not a browser can send whatever headers it likes anyway.
 * Then the media type: only what the route declares (parameters such as charset allowed), else 415.
 *
 * `@PublicSubmission()` runs this before the per-address throttler, so a refused request is not counted
 * against the budget, and nothing (the resume upload included) is read or stored. Body-level errors
 * raised by the parsers before routing (malformed JSON, a body too large) still come first.
 */
import {
  applyDecorators,
  type CanActivate,
  type DynamicModule,
  type ExecutionContext,
  Global,
  Inject,
  Injectable,
  Module,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  ApiForbiddenResponse,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { makeValidator } from 'envalid';
import type { IncomingHttpHeaders } from 'node:http';
import type { Request } from 'express';
import { ERROR_CODES } from '../errors';
import { AppError } from './app-error';
import { ErrorEnvelopeDto } from './api-models.dto';
import { ClientAddressThrottlerGuard } from './rate-limit';

/** The media types a public form is sent in. */
export type SubmissionMediaType = 'application/json' | 'multipart/form-data';

export interface PublicSubmissionOptions {
  /** The site's public address (PUBLIC_ORIGIN): scheme, host and port, no path or trailing slash. */
  publicOrigin: string;
}

export const PUBLIC_SUBMISSION_OPTIONS = Symbol('public-submission-options');
const MEDIA_TYPES = Symbol('public-submission-media-types');

/** The Sec-Fetch-Site values of a request the site's own page (or the visitor) started. */
const OWN_FETCH_SITES: ReadonlySet<string> = new Set(['same-origin', 'none']);

export const CROSS_SITE_MESSAGE = "Forms are accepted only from the site's own pages";

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;

/** The 403 for a request another site's page sent, or undefined when the site (or no browser) sent it. */
export function crossSiteRefusal(headers: IncomingHttpHeaders, publicOrigin: string): AppError | undefined {
  const fetchSite = single(headers['sec-fetch-site']);
  const origin = single(headers.origin);
  const fromElsewhere =
    fetchSite !== undefined
      ? !OWN_FETCH_SITES.has(fetchSite.trim().toLowerCase())
      : origin !== undefined && origin !== publicOrigin;
  return fromElsewhere ? new AppError(403, ERROR_CODES.CROSS_SITE, CROSS_SITE_MESSAGE) : undefined;
}

/** `Application/JSON; charset=utf-8` → `application/json`; '' without a Content-Type. */
export const mediaTypeOf = (contentType: string | undefined): string =>
  (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();

/** The 415 for a body in another media type than `accepted` (a missing Content-Type included). */
export function mediaTypeRefusal(
  contentType: string | undefined,
  accepted: readonly SubmissionMediaType[],
): AppError | undefined {
  if ((accepted as readonly string[]).includes(mediaTypeOf(contentType))) return undefined;
  return new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, `Send this form as ${accepted.join(' or ')}`);
}

@Injectable()
export class PublicSubmissionGuard implements CanActivate {
  constructor(
    @Inject(PUBLIC_SUBMISSION_OPTIONS) private readonly options: PublicSubmissionOptions,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const accepted = this.reflector.get<SubmissionMediaType[] | undefined>(MEDIA_TYPES, context.getHandler());
    const refusal =
      crossSiteRefusal(req.headers, this.options.publicOrigin) ??
      mediaTypeRefusal(req.headers['content-type'], accepted ?? ['application/json']);
    if (refusal) throw refusal;
    return true;
  }
}

/**
 * On an anonymous submission route, in place of `@RateLimited()`: the site's own pages only (403
 * REQUEST.CROSS_SITE), the body in `mediaType` only (415 REQUEST.UNSUPPORTED_MEDIA_TYPE), then the
 * per-address budget (429), in that order.
 */
export const PublicSubmission = (mediaType: SubmissionMediaType = 'application/json') =>
  applyDecorators(
    SetMetadata(MEDIA_TYPES, [mediaType]),
    UseGuards(PublicSubmissionGuard, ClientAddressThrottlerGuard),
    ApiForbiddenResponse({
      type: ErrorEnvelopeDto,
      description:
        "REQUEST.CROSS_SITE: sent by another site's page (Sec-Fetch-Site, or an Origin not PUBLIC_ORIGIN)",
    }),
    ApiUnsupportedMediaTypeResponse({
      type: ErrorEnvelopeDto,
      description: `REQUEST.UNSUPPORTED_MEDIA_TYPE: the body is not ${mediaType}`,
    }),
    ApiTooManyRequestsResponse({ description: 'Too many requests from this address (REQUEST.THROTTLED)' }),
  );

/** Gives every module's `@PublicSubmission()` routes the site's address. */
@Global()
@Module({})
export class PublicSubmissionModule {
  static forRoot(options: PublicSubmissionOptions): DynamicModule {
    return {
      module: PublicSubmissionModule,
      providers: [{ provide: PUBLIC_SUBMISSION_OPTIONS, useValue: options }, PublicSubmissionGuard],
      exports: [PUBLIC_SUBMISSION_OPTIONS, PublicSubmissionGuard],
    };
  }
}

/** An http(s) origin with no path, query or fragment, as a browser writes it in Origin (no trailing slash). */
const origin = makeValidator<string>((input) => {
  let parsed: URL;
  try {
    parsed = new URL(input.trim());
  } catch {
    throw new Error(`"${input}" is not an absolute URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`"${input}" is not an http(s) URL`);
  if (parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '' || parsed.username !== '')
    throw new Error(`"${input}" must be an origin (scheme, host and port), without a path`);
  return parsed.origin;
});

/**
 * PUBLIC_ORIGIN, the renderer's variable with the renderer's default: the services compare it with the
 * Origin of a browser that sends no Sec-Fetch-Site. A forgotten setting fails closed (such browsers'
 * submissions are refused), never open.
 */
export const publicOriginSpecs = () => ({
  PUBLIC_ORIGIN: origin({
    default: 'http://localhost:8080',
    desc: "The site's public address (scheme, host, port): public forms are taken only from its pages",
  }),
});

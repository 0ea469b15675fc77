import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { IncomingHttpHeaders } from 'node:http';
import { ConfigError, loadConfig } from '../node/config';
import { AppError } from './app-error';
import {
  crossSiteRefusal,
  mediaTypeOf,
  mediaTypeRefusal,
  publicOriginSpecs,
  PublicSubmission,
  PublicSubmissionGuard,
} from './public-submission.guard';

const SITE = 'https://www.madar.ly';

class FormsController {
  @PublicSubmission()
  brief(): void {}

  @PublicSubmission('multipart/form-data')
  apply(): void {}
}

function contextFor(headers: IncomingHttpHeaders, handler: () => void): ExecutionContext {
  const req = { headers } as unknown as Request;
  return {
    getHandler: () => handler,
    getClass: () => FormsController,
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => ({}), getNext: () => undefined }),
  } as unknown as ExecutionContext;
}

/** The guard's verdict: 'passed' or the refusal's status and code. */
function verdict(headers: IncomingHttpHeaders, handler: () => void = FormsController.prototype.brief) {
  const guard = new PublicSubmissionGuard({ publicOrigin: SITE }, new Reflector());
  try {
    guard.canActivate(contextFor(headers, handler));
    return 'passed';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { statusCode, code } = error.getResponse() as { statusCode: number; code: string };
    return `${statusCode} ${code}`;
  }
}

const JSON_BODY = { 'content-type': 'application/json' };

describe('crossSiteRefusal', () => {
  const refused = (headers: IncomingHttpHeaders) => crossSiteRefusal(headers, SITE) !== undefined;

  it('lets a request with neither Sec-Fetch-Site nor Origin through (curl, another server)', () => {
    expect(refused({})).toBe(false);
  });

  it.each(['same-origin', 'none', ' Same-Origin '])('lets Sec-Fetch-Site %j through', (site) => {
    expect(refused({ 'sec-fetch-site': site })).toBe(false);
  });

  it.each(['cross-site', 'same-site', 'same-origin, cross-site', '', 'bogus'])(
    'refuses Sec-Fetch-Site %j, whatever the Origin says',
    (site) => {
      expect(refused({ 'sec-fetch-site': site })).toBe(true);
      expect(refused({ 'sec-fetch-site': site, origin: SITE })).toBe(true);
    },
  );

  it("trusts the browser's same-origin over the Origin: the site under another host name (www or not)", () => {
    expect(refused({ 'sec-fetch-site': 'same-origin', origin: 'https://madar.ly' })).toBe(false);
  });

  it('without Sec-Fetch-Site (an older browser) takes only an Origin equal to PUBLIC_ORIGIN', () => {
    expect(refused({ origin: SITE })).toBe(false);
    for (const origin of [
      'https://evil.example',
      'null',
      '',
      'http://www.madar.ly',
      'https://www.madar.ly.evil.example',
      `${SITE}/`,
      `${SITE}:443`,
    ])
      expect(refused({ origin })).toBe(true);
  });

  it('answers 403 REQUEST.CROSS_SITE in the envelope', () => {
    expect(crossSiteRefusal({ origin: 'https://evil.example' }, SITE)?.getResponse()).toEqual({
      statusCode: 403,
      code: 'REQUEST.CROSS_SITE',
      message: "Forms are accepted only from the site's own pages",
      error: 'Forbidden',
    });
  });
});

describe('mediaTypeRefusal', () => {
  it('reads the media type without its parameters, in any case', () => {
    expect(mediaTypeOf('Application/JSON; charset=UTF-8')).toBe('application/json');
    expect(mediaTypeOf('multipart/form-data; boundary=x')).toBe('multipart/form-data');
    expect(mediaTypeOf(undefined)).toBe('');
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON'])(
    'takes %j for a JSON route',
    (type) => {
      expect(mediaTypeRefusal(type, ['application/json'])).toBeUndefined();
    },
  );

  it.each([
    'application/x-www-form-urlencoded',
    'text/plain',
    'text/plain; charset=utf-8',
    'multipart/form-data; boundary=x',
    'application/jsonp',
    'application/vnd.api+json',
    '',
    undefined,
  ])('answers 415 REQUEST.UNSUPPORTED_MEDIA_TYPE for %j on a JSON route', (type) => {
    expect(mediaTypeRefusal(type, ['application/json'])?.getResponse()).toEqual({
      statusCode: 415,
      code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
      message: 'Send this form as application/json',
      error: 'Unsupported Media Type',
    });
  });
});

describe('PublicSubmissionGuard', () => {
  it('takes JSON from the site, or from no browser at all', () => {
    expect(verdict({ ...JSON_BODY, origin: SITE, 'sec-fetch-site': 'same-origin' })).toBe('passed');
    expect(verdict(JSON_BODY)).toBe('passed');
  });

  it('refuses another site first (403), then a body that is not JSON (415)', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(verdict({ ...form, origin: 'https://evil.example' })).toBe('403 REQUEST.CROSS_SITE');
    expect(verdict({ ...JSON_BODY, 'sec-fetch-site': 'cross-site' })).toBe('403 REQUEST.CROSS_SITE');
    expect(verdict({ ...form, origin: SITE })).toBe('415 REQUEST.UNSUPPORTED_MEDIA_TYPE');
    expect(verdict({ 'content-type': 'text/plain' })).toBe('415 REQUEST.UNSUPPORTED_MEDIA_TYPE');
  });

  it('takes only multipart on a route declared multipart', () => {
    const apply = FormsController.prototype.apply;
    expect(verdict({ 'content-type': 'multipart/form-data; boundary=b', origin: SITE }, apply)).toBe(
      'passed',
    );
    expect(verdict(JSON_BODY, apply)).toBe('415 REQUEST.UNSUPPORTED_MEDIA_TYPE');
    expect(verdict({ 'content-type': 'multipart/form-data; boundary=b', origin: 'null' }, apply)).toBe(
      '403 REQUEST.CROSS_SITE',
    );
  });
});

describe('PUBLIC_ORIGIN', () => {
  const load = (value?: string) =>
    loadConfig(publicOriginSpecs(), value === undefined ? {} : { PUBLIC_ORIGIN: value }).PUBLIC_ORIGIN;

  it("defaults to the renderer's default and is written as a browser writes an Origin", () => {
    expect(load()).toBe('http://localhost:8080');
    expect(load('https://WWW.Madar.ly/')).toBe('https://www.madar.ly');
    expect(load(' http://localhost:5173 ')).toBe('http://localhost:5173');
  });

  it.each(['madar.ly', 'ftp://madar.ly', 'https://madar.ly/site', 'https://madar.ly/?a=1', ''])(
    'refuses %j',
    (value) => {
      expect(() => load(value)).toThrow(ConfigError);
    },
  );
});

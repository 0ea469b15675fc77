/**
 * One pattern decides which incoming request ids are kept, in the services and in the gateway (whose
 * map is nginx configuration, so this spec reads it back and compares).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { acceptRequestId, REQUEST_ID_PATTERN } from './request-id';

describe('request ids', () => {
  it('keeps a well-formed incoming id and replaces anything else', () => {
    expect(acceptRequestId('0f3c9a7e5b2d4c1f8a6e9b0d2c4f6a8e')).toBe('0f3c9a7e5b2d4c1f8a6e9b0d2c4f6a8e');
    expect(acceptRequestId('2b1c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d')).toBe(
      '2b1c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
    );
    for (const bad of [
      undefined,
      '',
      'short',
      'x'.repeat(65),
      'has space 123',
      'quote"1234567',
      ['a', 'b'],
    ]) {
      expect(acceptRequestId(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("is the gateway's pattern too", () => {
    const template = readFileSync(
      path.join(__dirname, '../../../gateway/templates/default.conf.template'),
      'utf8',
    );
    const map = /map \$http_x_request_id \$gateway_request_id \{\s*"~([^"]+)" \$http_x_request_id;/.exec(
      template,
    );
    expect(map?.[1]).toBe(REQUEST_ID_PATTERN.source);
  });
});

/**
 * The gateway's API locations (gateway/templates/api/routes.conf.template) are written from the route
 * table (shared/src/routes.ts) by gateway/scripts/api-routes.mts: the committed file must be what the
 * script writes from today's table, or the gateway would route by an older one.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_SERVICES, serviceRoutes } from '@madar/shared';
import { gatewayTemplate } from '../testing/gateway-template';

const ROOT = path.resolve(__dirname, '../../..');
const ROUTES_FILE = 'gateway/templates/api/routes.conf.template';
const REGENERATE = 'npm run gateway:routes';

describe("the gateway's API locations", () => {
  it(`are what the route table writes today (\`${REGENERATE}\` rewrites ${ROUTES_FILE})`, () => {
    const written = execFileSync(
      process.execPath,
      ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', 'gateway/scripts/api-routes.mts', '--print'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    const committed = readFileSync(path.join(ROOT, ROUTES_FILE), 'utf8');
    expect(committed).toBe(written);
  });

  it("count an upload against the uploads' cap for the POST of each of the table's uploads only", () => {
    const map =
      /map "\$request_method:\$uri" \$gateway_upload_client \{\s*"~([^"]+)" \$binary_remote_addr;/.exec(
        gatewayTemplate,
      );
    const counted = (method: string, uri: string): boolean =>
      new RegExp(map?.[1] ?? '(?!)').test(`${method}:${uri}`);
    const uploads = API_SERVICES.flatMap((service) => serviceRoutes(service).uploads ?? []);

    expect(uploads.length).toBeGreaterThan(0);
    for (const upload of uploads) {
      expect({
        upload,
        post: counted('POST', `/api/${upload}`),
        slash: counted('POST', `/api/${upload}/`),
      }).toEqual({
        upload,
        post: true,
        slash: true,
      });
      expect({
        upload,
        get: counted('GET', `/api/${upload}`),
        below: counted('POST', `/api/${upload}/x`),
      }).toEqual({
        upload,
        get: false,
        below: false,
      });
    }
    expect(counted('POST', '/api/briefs')).toBe(false);
  });
});

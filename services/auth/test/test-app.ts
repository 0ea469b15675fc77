/** Boots auth's real AppModule for supertest, configured as main.ts does, from a plain environment. */
import type { INestApplication } from '@nestjs/common';
import type { Clock } from '@madar/shared/nest';
import { createServiceTestApp } from '@madar/shared/testing';
import { AppModule } from '../src/app.module';
import { type AuthConfig, loadAuthConfig, serviceOptions } from '../src/config';
import { hashPassword } from '../src/password';

export const ADMIN_EMAIL = 'Admin@Example.test';
export const ADMIN_PASSWORD = 'Correct-Horse-2026!';

const CHEAP_SCRYPT = { N: 1024, r: 8, p: 1 };

let adminHash: Promise<string> | undefined;

export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  overrides: { clock?: Clock } = {},
): Promise<{ app: INestApplication; config: AuthConfig }> {
  // Cheap scrypt parameters: the suites sign in often and the hash cost is not what they test.
  adminHash ??= hashPassword(ADMIN_PASSWORD, CHEAP_SCRYPT);
  return createServiceTestApp({
    // Cheap scrypt for the passwords the tests set, too.
    loadConfig: (vars) => ({ ...loadAuthConfig(vars), passwordHashParams: CHEAP_SCRYPT }),
    env: { ADMIN_EMAIL, ADMIN_PASSWORD_HASH: await adminHash, LOGIN_RATE_LIMIT: '0', ...env },
    createModule: (config) => AppModule.forRoot(config, overrides),
    serviceOptions,
  });
}

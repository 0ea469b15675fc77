import type { DemoCredentials, WebEnv } from './parse-env';

/**
 * Put in the build by vite.config.ts: the demo admin's sign-in when VITE_DEMO_MODE is "true", else null,
 * so a real deployment's files never hold the demo password.
 */
declare const __DEMO_CREDENTIALS__: DemoCredentials | null;

/**
 * Put in the build by vite.config.ts: the `VITE_*` settings as parseEnv read and validated them there (a
 * bad value fails the build), so the page carries only their values. Jest maps this module to
 * env.jest.ts.
 */
declare const __WEB_ENV__: BuildSettings;

/** The settings every page loads: the company profile is apart (config/company.ts). */
export type BuildSettings = Omit<WebEnv, 'company'>;

export const env: BuildSettings & { demoCredentials: DemoCredentials | null } = {
  ...__WEB_ENV__,
  demoCredentials: __DEMO_CREDENTIALS__,
};

import { parseEnv, type DemoCredentials, type WebEnv } from './parse-env';

/**
 * Put in the build by vite.config.ts: the demo admin's sign-in when VITE_DEMO_MODE is "true", else null,
 * so a real deployment's files never hold the demo password.
 */
declare const __DEMO_CREDENTIALS__: DemoCredentials | null;

/** The only place that reads `import.meta.env`; Jest maps this module to env.jest.ts. */
export const env: WebEnv & { demoCredentials: DemoCredentials | null } = {
  ...parseEnv(import.meta.env),
  demoCredentials: __DEMO_CREDENTIALS__,
};

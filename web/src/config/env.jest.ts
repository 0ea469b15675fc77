import { parseEnv, type DemoCredentials, type WebEnv } from './parse-env';

/** Jest stand-in for env.ts (Jest cannot parse `import.meta`): not a demo build. */
export const env: WebEnv & { demoCredentials: DemoCredentials | null } = {
  ...parseEnv({ VITE_API_BASE: '/api' }),
  demoCredentials: null,
};

import type { BuildSettings } from './env';
import { parseEnv, type DemoCredentials } from './parse-env';

/** Jest stand-in for env.ts (Jest cannot parse `import.meta`): not a demo build. */
export const env: BuildSettings & { demoCredentials: DemoCredentials | null } = {
  ...parseEnv({ VITE_API_BASE: '/api' }),
  demoCredentials: null,
};

import { parseEnv } from './parse-env';

/** Jest stand-in for env.ts (Jest cannot parse `import.meta`). */
export const env = parseEnv({ VITE_API_BASE: '/api' });

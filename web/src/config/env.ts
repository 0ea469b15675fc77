import { parseEnv } from './parse-env';

/** The only place that reads `import.meta.env`; Jest maps this module to env.jest.ts. */
export const env = parseEnv(import.meta.env);

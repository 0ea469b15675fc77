// Unit and service-level tests of every workspace, run as one Jest invocation (one total).
import { availableParallelism } from 'node:os';

const swc = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const sharedMapper = {
  '^@madar/shared$': '<rootDir>/../../shared/src/index.ts',
  '^@madar/shared/(.*)$': '<rootDir>/../../shared/src/$1/index.ts',
};
// ESM-only packages are compiled to CommonJS for Jest (Node itself loads them with require(esm)).
const esmOnly =
  '/node_modules/(?!(@nestjs|kysely|jose|file-type|strtok3|token-types|peek-readable|@tokenizer|uint8array-extras|@borewit|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|otplib|@otplib|@scure|@noble|pg-boss|serialize-error|non-error)/)';
const service = (name) => ({
  displayName: name,
  rootDir: `services/${name}`,
  testEnvironment: 'node',
  testRegex: '(src/.*\\.spec|test/.*\\.e2e-spec)\\.ts$',
  transform: { '^.+\\.[tj]sx?$': swc },
  transformIgnorePatterns: [esmOnly],
  moduleNameMapper: sharedMapper,
  setupFiles: ['<rootDir>/../../jest.setup-node.cjs'],
});

export default {
  // Jest's default (one worker fewer than the cores) runs the files one at a time on a 2-core machine,
  // although most of them wait on PostgreSQL, Redis or timers: two workers there, as many as cores elsewhere.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A hang guard, not a speed check: suites that create a database and migrate it need more than Jest's
  // 5 s default on a busy 2-core machine. Jest reads it from the top level only, not from a project.
  testTimeout: 30_000,
  // One PostgreSQL and one Redis container for the whole run (stores' contract suites, shared counters).
  globalSetup: '<rootDir>/jest.global-setup.mjs',
  globalTeardown: '<rootDir>/jest.global-teardown.mjs',
  projects: [
    {
      displayName: 'shared',
      rootDir: 'shared',
      testEnvironment: 'node',
      testRegex: 'src/.*\\.spec\\.ts$',
      transform: { '^.+\\.[tj]sx?$': swc },
      transformIgnorePatterns: [esmOnly],
      setupFiles: ['<rootDir>/../jest.setup-node.cjs'],
    },
    service('auth'),
    service('content'),
    service('recruitment'),
    service('inquiries'),
    {
      // Property-based fuzzing of every service's OpenAPI operations with bad input (fast-check).
      displayName: 'fuzz',
      rootDir: 'tests/fuzz',
      testEnvironment: 'node',
      testRegex: '\\.spec\\.ts$',
      transform: { '^.+\\.[tj]sx?$': swc },
      transformIgnorePatterns: [esmOnly],
      moduleNameMapper: sharedMapper,
      setupFiles: ['<rootDir>/../../jest.setup-node.cjs'],
    },
    {
      displayName: 'web',
      rootDir: 'web',
      testEnvironment: 'jsdom',
      // Packages' Node builds, not their browser ones: msw/node and its interceptors have no browser build.
      testEnvironmentOptions: { customExportConditions: [''] },
      testRegex: 'src/.*\\.test\\.tsx?$',
      // MSW (ESM-only since 3) and its ESM-only dependencies are compiled to CommonJS too.
      transform: { '^.+\\.(tsx?|m?js)$': swc },
      transformIgnorePatterns: [
        '/node_modules/(?!(msw|@msw/url|@mswjs/interceptors|cookie|rettime|until-async|@open-draft|beasties|css-what)/)',
      ],
      moduleNameMapper: {
        // Assets first, so an aliased `@/…css` import is stubbed too.
        '\\.(css|woff2?|svg|png|jpe?g|webp)$': '<rootDir>/src/testing/file-stub.cjs',
        '^@madar/shared$': '<rootDir>/../shared/src/index.ts',
        '^@/config/env$': '<rootDir>/src/config/env.jest.ts',
        '^@/(.*)$': '<rootDir>/src/$1',
      },
      setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
    },
    {
      displayName: 'k8s',
      rootDir: 'k8s',
      testEnvironment: 'node',
      testRegex: 'tests/.*\\.spec\\.ts$',
      transform: { '^.+\\.[tj]sx?$': swc },
    },
  ],
};

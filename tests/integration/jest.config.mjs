// Integration tests: the system in containers (Testcontainers), called through the gateway only.
// Run with `npm run test:integration` (Jest in band). The system starts once for all files
// (globalSetup, which has no time limit: building the images on a cold cache takes minutes); each
// file restores what it changes, and support/sequencer.cjs puts the slow outage files last.
const swc = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

export default {
  displayName: 'integration',
  testEnvironment: 'node',
  testRegex: '\\.spec\\.ts$',
  transform: { '^.+\\.[tj]sx?$': swc },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testSequencer: '<rootDir>/support/sequencer.cjs',
  testTimeout: 60_000,
  maxWorkers: 1,
};

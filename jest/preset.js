// Shared Jest set-up for the Node projects: TypeScript through swc (with decorator metadata for Nest and
// MikroORM), and the libs resolved from source so that tests never need a build.
const path = require('node:path');

const root = path.join(__dirname, '..');

module.exports = (projectDir, overrides = {}) => ({
  rootDir: projectDir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@studio/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
    '^@studio/platform$': path.join(root, 'libs/platform/src/index.ts'),
    '^@studio/platform/testing$': path.join(root, 'libs/platform/src/testing/index.ts'),
  },
  reporters: ['default', path.join(__dirname, 'summary-reporter.js')],
  globalSetup: path.join(__dirname, 'global-setup.js'),
  globalTeardown: path.join(__dirname, 'global-teardown.js'),
  setupFiles: [path.join(__dirname, 'test-env.js')],
  testTimeout: 30000,
  // A suite whose start-up failed half-way (an app that could not listen) leaves connections open, and Jest then
  // never exits: the test command waited until CI's time ran out instead of reporting the failure.
  forceExit: true,
  ...overrides,
});

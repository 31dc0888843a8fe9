/** Component tests: jsdom, SWC transform with the automatic React runtime, no network. */
export default {
  testEnvironment: '<rootDir>/test/jsdom-environment.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@studio/contracts/browser$': '<rootDir>/../libs/contracts/src/browser.ts',
    '\\.(css|less)$': '<rootDir>/test/style-mock.cjs',
    '\\.(png|jpg|jpeg|svg|webp|gif)$': '<rootDir>/test/file-mock.cjs',
  },
  // Ant Design's icon and colour packages ship ES modules only; SWC turns them into CommonJS too.
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design|@rc-component|rc-[^/]+|antd|@babel/runtime)/)'],
  reporters: ['default', '<rootDir>/../jest/summary-reporter.js'],
  testTimeout: 60000,
};

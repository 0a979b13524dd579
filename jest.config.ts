import type { Config } from 'jest';

const config: Config = {
  testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.cjs',
  roots: ['<rootDir>/src', '<rootDir>/contract'],
  setupFiles: ['jest-canvas-mock', '<rootDir>/src/testing/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
    '^.+\\.mjs$': '@swc/jest',
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|@ant-design/colors)/)',
  ],
  moduleNameMapper: {
    // Styles and images first: the first matching pattern wins, also for '@/…/x.css'.
    '\\.(css)$': '<rootDir>/__mocks__/styleMock.ts',
    '\\.(png|svg|jpe?g|gif|ico)$': '<rootDir>/__mocks__/fileMock.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@contract/(.*)$': '<rootDir>/contract/$1',
    // Deep imports of antd's ES modules (the browser build) as its CommonJS twins under Node.
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
  testEnvironmentOptions: { customExportConditions: [''] },
  testTimeout: 60000,
};

export default config;

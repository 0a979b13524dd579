import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src'],
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
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@contract/(.*)$': '<rootDir>/contract/$1',
    '\\.(css)$': '<rootDir>/__mocks__/styleMock.ts',
    '\\.(png|svg|jpe?g|gif|ico)$': '<rootDir>/__mocks__/fileMock.ts',
  },
  testEnvironmentOptions: { customExportConditions: [''] },
  testTimeout: 60000,
};

export default config;

import type { Config } from 'jest';

const esmOnlyPackages = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'react-json-tree',
  'react-base16-styling',
  'lodash-es',
  'jose',
].join('|');

const config: Config = {
  testEnvironment: '<rootDir>/jest/environment.js',
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  roots: ['<rootDir>/src', '<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.css$': '<rootDir>/jest/style-stub.js',
    '\\.svg$': '<rootDir>/jest/file-stub.js',
  },
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      'ts-jest',
      {
        tsconfig: {
          // Transpile only: type-checking is `npm run typecheck`'s job; here it would slow every run.
          isolatedModules: true,
          module: 'commonjs',
          moduleResolution: 'node10',
          allowJs: true,
          jsx: 'react-jsx',
          esModuleInterop: true,
          resolveJsonModule: true,
        },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages})/)`],
  testTimeout: 15000,
  clearMocks: true,
  restoreMocks: true,
};

export default config;

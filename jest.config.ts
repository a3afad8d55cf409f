import type { Config } from 'jest';

const esmOnlyPackages = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'react-json-tree',
  'react-base16-styling',
  'lodash-es',
  'jose',
  // FormatJS: react-intl and the packages it nests in its own node_modules are ESM-only. Not its
  // ts-transformer, which ESLint's formatjs plugin imports as ESM (scripts/layers.test.ts lints).
  'react-intl',
  'intl-messageformat',
  '@formatjs/(?:intl|fast-memoize|icu-messageformat-parser|icu-skeleton-parser)',
].join('|');

/** How every project reads TypeScript and resolves `@/`. */
const shared = {
  moduleNameMapper: {
    // `x.script.ts?script` is x.script.ts, which the first transform turns into its bundled text.
    '^(.+\\.script\\.ts)\\?script$': '$1',
    // The catalogues' parts, split as webpack splits them (jest/catalogue-files.js says why here).
    '(^|/)catalogue-files$': '<rootDir>/jest/catalogue-files.js',
    // `catalogues/<locale>.json?compiled` is the catalogue, which the messages transform compiles.
    '^@/(.+\\.json)\\?compiled$': '<rootDir>/src/$1',
    '^(.+\\.json)\\?compiled$': '$1',
    '^@/(.*)$': '<rootDir>/src/$1',
    // Pages are rendered on the server with Node's streams (src/app/render-page.tsx), jsdom or not.
    '^react-dom/server$': '<rootDir>/node_modules/react-dom/server.node.js',
    '\\.css$': '<rootDir>/jest/style-stub.js',
    '\\.svg$': '<rootDir>/jest/file-stub.js',
  },
  transform: {
    '\\.script\\.ts$': '<rootDir>/jest/browser-script-transform.js',
    'i18n/catalogues/[a-z]+\\.json$': '<rootDir>/jest/messages-transform.js',
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
  clearMocks: true,
  restoreMocks: true,
  testTimeout: 15000,
} satisfies Config;

/** The /api contract suites, the same files for every backend. */
const contractSuites = ['<rootDir>/src/api/**/*.contract.test.ts'];

/** The Node projects start their in-memory PGlites from one initdb (jest/pglite-template.ts). */
const pgliteFromTemplate = ['<rootDir>/jest/pglite-template.ts'];

const config: Config = {
  // Per project it is ignored: Jest reads the timeout from the top level only.
  testTimeout: 15000,
  // Jest's default is one worker fewer than the cores: on two cores one, which leaves one idle.
  maxWorkers: '100%',
  // Each project's time (and the slowest suites) at the end of a run.
  reporters: ['default', '<rootDir>/jest/project-times.js'],
  projects: [
    {
      ...shared,
      displayName: 'shop',
      testEnvironment: '<rootDir>/jest/environment.js',
      setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
      roots: ['<rootDir>/src', '<rootDir>/__tests__'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      // A SQL store's own tests run in Node, in the server project: PGlite would take jsdom for a browser.
      testPathIgnorePatterns: ['/node_modules/', '\\.sql\\.test\\.ts$'],
    },
    {
      ...shared,
      // The contract suites once more, against the Node server over SQL: PGlite in memory, or a
      // fresh database on the PostgreSQL at CONTRACT_DATABASE_URL.
      displayName: 'contract on the server',
      testEnvironment: 'node',
      setupFiles: pgliteFromTemplate,
      setupFilesAfterEnv: ['<rootDir>/jest/setup-contract-server.ts'],
      testMatch: contractSuites,
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      setupFiles: pgliteFromTemplate,
      // Node without jsdom: PGlite would take jsdom for a browser. The repository's scripts and build
      // plugins too.
      testMatch: [
        '<rootDir>/server/**/*.test.ts',
        '<rootDir>/src/api/**/*.sql.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/build/**/*.test.ts',
      ],
    },
  ],
};

export default config;

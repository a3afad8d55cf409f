// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import testingLibrary from 'eslint-plugin-testing-library';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import resourceLayers from './scripts/resource-layers.cjs';

/** Syntax the whole code base avoids; each layer below repeats it beside its own. */
const syntaxRules = [
  // The untyped hooks would lose RootState; use src/kernel/hooks.
  {
    selector:
      "ImportDeclaration[source.value='react-redux'] ImportSpecifier[imported.name=/^use(Selector|Dispatch)$/]",
    message: 'Use useAppSelector / useAppDispatch from @/kernel/hooks.',
  },
  // React 18 (README, Budgets) writes an <img>'s attributes in the order they are written.
  {
    selector: "JSXAttribute[name.name='fetchPriority']",
    message: 'React 18 does not know fetchPriority: write it in lower case, fetchpriority.',
  },
  {
    selector:
      "JSXOpeningElement[name.name='img'] > JSXAttribute[name.name='src'] ~ JSXAttribute[name.name=/^(loading|decoding|fetchpriority)$/]",
    message:
      'Write loading, decoding and fetchpriority before src: Safari and Firefox ignore a lazy loading set after src.',
  },
];

const backendNeverImportsTheApp = {
  group: ['@/kernel*', '@/features*', '@/routes*', '@/app*', 'react', 'react-*'],
  message: 'The backend (src/api, its msw adapter in src/mocks, the server) never imports the app.',
};
const runtimeNeverImportsScripts = {
  group: ['**/scripts/*'],
  message: 'scripts/ holds commands: runtime code never imports it (move the module to where it is used).',
};
const apiNeverImportsItsAdapters = {
  group: ['@/mocks*', '**/server/*'],
  message:
    'src/api is the backend itself: the msw adapter (src/mocks) and the server import it, not the other way.',
};
const onlyMemoryRepositoriesTouchTheModels = {
  group: ['**/memory-db', '@mswjs/data'],
  message:
    'Only the memory repositories and models (src/api/*/{memory-repository,model}.ts) and src/mocks/persistence touch the @mswjs/data models.',
};
const memoryFiles = ['src/api/**/memory-repository.ts', 'src/api/**/model.ts', 'src/api/memory-db*.ts'];
const apiTests = ['src/api/**/*.test.ts', 'src/api/testing/**'];
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const serverTests = ['server/**/*.test.ts', 'server/testing/**'];
/**
 * server/ reaches src/api through its entry only, by alias or by a relative path alike (`@/api`,
 * `../src/api`); its tests and test helpers also reach the contract suites' helpers (`…/api/testing/*`).
 * @param {'testing'} [alsoFolder]
 */
const serverImportsTheBackendByItsEntry = (alsoFolder) => ({
  group: [
    ...['@/api', '**/src/api'].flatMap((entry) => [
      `${entry}/*`,
      ...(alsoFolder ? [`!${entry}/${alsoFolder}`, `!${entry}/${alsoFolder}/*`] : []),
    ]),
    '@/mocks*',
    '**/src/mocks*',
  ],
  message: "server/ imports the backend through its public entry, '@/api' (tests: '@/api/testing/*').",
});

/**
 * `import()` and TypeScript's `import('…')` types, which no-restricted-imports does not see, held
 * to serverImportsTheBackendByItsEntry's rule.
 * @param {'testing'} [alsoFolder]
 */
const serverImportsTheBackendLater = (alsoFolder) => {
  const { message } = serverImportsTheBackendByItsEntry(alsoFolder);
  const inside = alsoFolder ? `api\\/(?!${alsoFolder}\\/)` : 'api\\/';
  const path = `/^@\\/(${inside}|mocks)|(^|\\/)src\\/(${inside}|mocks)/`;
  return [
    { selector: `ImportExpression[source.value=${path}]`, message },
    { selector: `TSImportType[argument.literal.value=${path}]`, message },
  ];
};

/** One clock (src/api/clock.ts): the backend never reads the time itself. */
const oneClock = [
  "CallExpression[callee.object.name='Date'][callee.property.name='now']",
  "NewExpression[callee.name='Date'][arguments.length=0]",
  "CallExpression[callee.name='timestamp'][arguments.length=0]",
].map((selector) => ({
  selector,
  message:
    'The backend reads the time from its one clock (Backend.clock, src/api/clock.ts); a duration uses performance.now().',
}));

/**
 * The backend's layers (docs/architecture.md): src/api imports neither its adapters nor the app;
 * src/mocks (the msw adapter, persistence) imports src/api; server/ imports src/api only through
 * its public entry, `@/api` (tests also `@/api/testing/*`); nothing at run time imports scripts/,
 * and scripts/ (commands) import src/ never, the server's modules and the build only.
 */
const backendLayers = [
  {
    files: ['src/api/**/*.ts'],
    ignores: [...memoryFiles, ...apiTests],
    rules: restrict(
      backendNeverImportsTheApp,
      runtimeNeverImportsScripts,
      apiNeverImportsItsAdapters,
      onlyMemoryRepositoriesTouchTheModels,
    ),
  },
  {
    files: memoryFiles,
    rules: restrict(backendNeverImportsTheApp, runtimeNeverImportsScripts, apiNeverImportsItsAdapters),
  },
  {
    // The contract suites run the msw adapter (src/mocks) and the server's test helpers.
    files: apiTests,
    rules: restrict(backendNeverImportsTheApp, runtimeNeverImportsScripts),
  },
  {
    files: ['src/mocks/**/*.ts'],
    ignores: ['src/mocks/db.ts', 'src/mocks/persistence/**'],
    rules: restrict(
      backendNeverImportsTheApp,
      runtimeNeverImportsScripts,
      onlyMemoryRepositoriesTouchTheModels,
    ),
  },
  {
    files: ['src/mocks/db.ts', 'src/mocks/persistence/**/*.ts'],
    rules: restrict(backendNeverImportsTheApp, runtimeNeverImportsScripts),
  },
  {
    files: ['server/**/*.ts'],
    ignores: serverTests,
    rules: restrict(
      backendNeverImportsTheApp,
      runtimeNeverImportsScripts,
      serverImportsTheBackendByItsEntry(),
    ),
  },
  {
    files: serverTests,
    rules: restrict(
      backendNeverImportsTheApp,
      runtimeNeverImportsScripts,
      serverImportsTheBackendByItsEntry('testing'),
    ),
  },
  {
    files: ['scripts/**/*.{ts,mjs,cjs}'],
    rules: restrict({
      group: ['@/*', '**/src/*'],
      message: "scripts/ (commands) use the server's modules and the build, never src/ directly.",
    }),
  },
];

/**
 * Every folder in src/api but its plumbing is a backend resource, so a new one is guarded the day it
 * is made. A resource imports another only through its index.ts (`@/api/<b>`, `../<b>`), never a
 * file inside it. Exceptions (docs/architecture.md, Resources): tests; the plumbing folders; the
 * wiring files at src/api's top (memory-repositories.ts, sql-repositories.ts, routes.ts,
 * order-api-routes.ts, staff-api-routes.ts, backend.ts, index.ts …), which assemble the resources'
 * repositories and routes; a memory repository importing another's memory repository (an index
 * exporting it would pull @mswjs/data into the server); and `import type`, where an index would
 * close a cycle (staff/repository.ts).
 */
const apiPlumbing = new Set(resourceLayers.apiPlumbing);
const resources = readdirSync(new URL('src/api', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !apiPlumbing.has(entry.name))
  .map((entry) => entry.name);
const resourceIndexes = resources
  .map((resource) => {
    const others = resources.filter((other) => other !== resource).join('|');
    const message =
      'A backend resource imports another through its index.ts (`@/api/<resource>`), never a file inside it.';
    const inside = `^(@/api/|(\\.\\./)+)(${others})/`;
    return [
      { files: [`src/api/${resource}/**/*.ts`], ignores: [...memoryFiles, ...apiTests], regex: inside },
      {
        files: [`src/api/${resource}/**/memory-repository.ts`, `src/api/${resource}/**/model.ts`],
        ignores: apiTests,
        regex: `${inside}(?!memory-repository$)`,
      },
    ].map(({ regex, ...files }) => ({
      ...files,
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          { patterns: [{ regex, message, allowTypeImports: true }] },
        ],
      },
    }));
  })
  .flat();

/** Every folder in src/features is a feature, so a new one is guarded the day it is made. */
const features = readdirSync(new URL('src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Folders an import may not reach, by name anywhere in its path: `app` catches `@/app/store` and
 * `../../app/store` alike, so a relative path cannot slip past a layer.
 * @param {string[]} folders
 * @param {string} message
 */
const noImportOf = (folders, message) => ({ folders, message, source: anyFolderNamed(folders) });

/** @param {string[]} folders */
function anyFolderNamed(folders) {
  return `(^|/)(${folders.join('|')})(/|$)`;
}

/**
 * Other features, by their path: `@/features/x`, `../../features/x` or, from inside a feature,
 * `../x` and `../../x`; not by name anywhere, since src/shared has modules named for a resource
 * (`@/shared/orders`) that every feature may use.
 * @param {string[]} names
 * @param {string} message
 */
const noImportOfFeatures = (names, message) => ({
  folders: names,
  message,
  source: `((^|/)features/|^(\\.\\./)+)(${names.join('|')})(/|$)`,
});

const mocksAndTesting = [
  noImportOf(['mocks'], 'Only src/index.tsx and tests import the mock server.'),
  noImportOf(['testing'], 'Only tests import src/testing.'),
];
// By alias only: a folder pattern for api would also catch the kernel's own api.ts.
const shopNeverImportsTheBackend = {
  group: ['@/api', '@/api/*'],
  message:
    'The shop talks to its backend over /api: only src/index.tsx (through src/mocks) and tests import src/api.',
};
const noApp = noImportOf(
  ['app'],
  'Nothing imports src/app, the composition root, but src/index.tsx and tests: what features need lives in src/kernel.',
);

/**
 * The rules of one layer, for `import`, `export … from`, `import()` and TypeScript's `import('…')`
 * types. Tests beside the code may also import the mock server, test utilities and the app.
 * @param {string[]} files
 * @param {ReturnType<typeof noImportOf>[]} restrictions
 * @param {{ group: string[], message: string }[]} [patterns] further `no-restricted-imports` patterns
 */
function layer(files, restrictions, patterns = []) {
  const rules = (/** @type {ReturnType<typeof noImportOf>[]} */ list, extra = patterns) => ({
    'no-restricted-imports': [
      'error',
      {
        patterns: [...list.map(({ source, message }) => ({ regex: source, message })), ...extra],
      },
    ],
    'no-restricted-syntax': [
      'error',
      ...syntaxRules,
      ...list.flatMap(({ source, message }) => {
        const path = `/${source.replaceAll('/', '\\/')}/`;
        return [
          { selector: `ImportExpression[source.value=${path}]`, message },
          { selector: `TSImportType[argument.literal.value=${path}]`, message },
        ];
      }),
    ],
  });
  const tests = '**/*.test.{ts,tsx}';
  const inTests = new Set(['mocks', 'testing', 'app']);
  return [
    {
      files,
      ignores: [tests],
      rules: rules([...restrictions, ...mocksAndTesting], [...patterns, shopNeverImportsTheBackend]),
    },
    {
      files: files.map((glob) => [glob, tests]),
      rules: rules(
        restrictions
          .map((restriction) => {
            const folders = restriction.folders.filter((folder) => !inTests.has(folder));
            return folders.length === restriction.folders.length
              ? restriction
              : noImportOf(folders, restriction.message);
          })
          .filter(({ folders }) => folders.length > 0),
      ),
    },
  ];
}

/**
 * Imports run one way (docs/architecture.md, Layers): shared → kernel → features → routes → app.
 * Features do not reach into each other, a route takes a feature through its index.ts, nothing
 * imports the app, and only the bootstrap, tests and test utilities import the mock server.
 */
const importDirection = [
  ...layer(
    ['src/shared/**/*.{ts,tsx}'],
    [noImportOf(['kernel', 'features', 'routes', 'app'], 'src/shared depends on nothing above it.')],
  ),
  ...layer(
    ['src/kernel/**/*.{ts,tsx}'],
    [
      noImportOf(
        ['features', 'routes', 'app'],
        'The kernel is what features build on: it imports src/shared only.',
      ),
    ],
  ),
  ...features.flatMap((feature) =>
    layer(
      [`src/features/${feature}/**/*.{ts,tsx}`],
      [
        noImportOfFeatures(
          features.filter((other) => other !== feature),
          'Features do not import each other: what two share moves down to src/kernel or src/shared, or a route composes them.',
        ),
        noImportOf(['routes'], 'Features do not import routes.'),
        noApp,
      ],
    ),
  ),
  ...layer(
    ['src/routes/**/*.{ts,tsx}'],
    [noApp],
    [{ group: ['**/features/*/**'], message: 'A route imports a feature through its index.ts.' }],
  ),
  ...layer(['src/app/**/*.{ts,tsx}'], []),
  ...backendLayers,
  ...resourceIndexes,
];

/**
 * The shop's screens in Hindi beside English (issue 37): every shopper-facing component reads its
 * words from the catalogues (src/shared/i18n/catalogues), and lint refuses literal text in its JSX
 * (children, aria-*, alt, title, placeholder, and a label prop). The staff console, its dashboard
 * and complaint queue, the request tester and the test mailbox stay in English (docs/i18n.md).
 */
const translatedFiles = ['src/features/**/*.tsx', 'src/routes/**/*.tsx', 'src/shared/components/**/*.tsx'];
const englishOnlyFiles = [
  '**/*.test.tsx',
  'src/routes/{staff,mockman,test-mailbox}.tsx',
  'src/routes/staff/**',
  'src/features/{staff,dashboard,mockman}/**',
  'src/features/auth/components/test-mailbox.tsx',
  'src/features/legal/components/complaint-queue.tsx',
  // The staff console's own tables and their controls.
  'src/shared/components/{staff-table,row-action,load-more}.tsx',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'node_modules/**',
      'coverage/**',
      'public/mockServiceWorker.js',
      'e2e/test-results/**',
      'e2e/report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-invalid-void-type': ['error', { allowInGenericTypeArguments: true }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-imports': 'off',
      'no-restricted-syntax': ['error', ...syntaxRules],
    },
  },
  ...importDirection,
  {
    // Issue 27's reading rule for the backend: no function over about 60 lines (a route list is
    // records; each answer a named function).
    files: ['src/api/**/*.ts', 'src/mocks/**/*.ts', 'server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // Issue 35: no module over 300 lines, counted as `wc -l` counts them (a module's comments are
    // part of what a reader reads). Tests are exempt.
    files: ['src/**/*.{ts,tsx,js,mjs,cjs}', 'server/**/*.{ts,js,mjs,cjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The front end's reading rule (issue 35): a component or hook over 80 lines is split into
    // smaller ones named for what they do.
    files: ['src/{features,routes,kernel,shared,app}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // One clock (src/api/clock.ts): the backend never reads the time itself.
    files: ['src/api/**/*.ts', 'src/mocks/**/*.ts'],
    ignores: ['src/api/clock.ts', '**/*.test.ts', 'src/api/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...oneClock] },
  },
  {
    files: ['server/**/*.ts'],
    ignores: serverTests,
    rules: { 'no-restricted-syntax': ['error', ...oneClock, ...serverImportsTheBackendLater()] },
  },
  {
    files: serverTests,
    rules: { 'no-restricted-syntax': ['error', ...syntaxRules, ...serverImportsTheBackendLater('testing')] },
  },
  {
    // Fast Refresh updates a module in place only when it exports components alone; any other
    // export turns an edit into a full reload (check:refresh, run by CI, catches it too late).
    // The page's renderer and its hydration start the app: no edit to them is updated in place.
    files: ['src/{features,routes,kernel,shared,app}/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'src/app/render-page.tsx', 'src/app/hydrate-page.tsx'],
    plugins: { 'react-refresh': reactRefresh },
    rules: { 'react-refresh/only-export-components': ['error', { allowConstantExport: true }] },
  },
  {
    files: translatedFiles,
    ignores: englishOnlyFiles,
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', 'label']] } }],
    },
  },
  {
    // The fork of eslint-plugin-jsx-a11y: the original's last release stops at ESLint 9.
    ...jsxA11y.configs.recommended,
    files: ['src/**/*.tsx'],
  },
  {
    files: ['**/*.test.{ts,tsx}', '__tests__/**', 'src/testing/**', 'jest/**'],
    ...testingLibrary.configs['flat/react'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Browser tests run in Node against Playwright's types, not the app's: their own tsconfig.
    files: ['e2e/**/*.ts', 'playwright.config.ts'],
    languageOptions: {
      parserOptions: { projectService: false, project: './tsconfig.e2e.json' },
      globals: { ...globals.node },
    },
    // A Playwright fixture hands its value to a callback named `use`, which is not React's.
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'webpack.config.js', 'jest/**'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
);

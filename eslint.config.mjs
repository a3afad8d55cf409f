// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const mockNeverImportsTheApp = {
  group: ['@/features*', '@/routes*', '@/app*', 'react', 'react-*'],
  message: 'The mock server never imports the app.',
};

const features = [
  'addresses',
  'auth',
  'cart',
  'catalogue',
  'delivery',
  'mockman',
  'orders',
  'reviews',
  'wishlist',
];

/**
 * Imports run one way (docs/architecture.md, Layers): shared → features → routes → app. Features do not reach into
 * each other; only the bootstrap, tests and test utilities import the mock server.
 */
const importDirection = [
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features.filter((other) => other !== feature).map((other) => `@/features/${other}*`),
              message:
                'Features do not import each other; move what they share to src/shared or compose them in a route.',
            },
            { group: ['@/routes*'], message: 'Features do not import routes.' },
            { group: ['@/mocks*'], message: 'The app never imports the mock server.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features*', '@/routes*', '@/app*', '@/mocks*'],
              message: 'src/shared depends on nothing above it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/mocks*'], message: 'Only src/index.tsx and tests import the mock server.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/mocks/**/*.{ts,tsx}'],
    ignores: ['src/mocks/db/**', 'src/mocks/persistence/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            mockNeverImportsTheApp,
            {
              group: ['**/db/models', '@mswjs/data'],
              message:
                'Only the repositories in src/mocks/db and the snapshots in src/mocks/persistence touch the models.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/mocks/persistence/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [mockNeverImportsTheApp] }] },
  },
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
      'no-restricted-syntax': [
        'error',
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
      ],
    },
  },
  {
    files: ['src/kernel/hooks.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...importDirection,
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

import { mkdirSync, rmdirSync } from 'node:fs';
import { ESLint } from 'eslint';

// The layer rules of docs/architecture.md are ESLint's (eslint.config.mjs): a breach must fail
// `npm run lint`. Each case lints a made-up file at a path in the tree, with only the rules that
// enforce the layers and the sizes (and without type information, which a file that does not exist
// cannot have).
const root = `${__dirname}/..`;
const linted = new Set([
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
  'no-restricted-syntax',
  'max-lines-per-function',
]);

// A feature folder made for this test only: the config reads the folders when it loads, so the
// folder exists before the first lint, and a breach in it must be refused like in any other.
const madeForTest = `made-for-test-${process.pid}`;
const madeForTestFolder = `${root}/src/features/${madeForTest}`;
let eslint: ESLint;

beforeAll(() => {
  mkdirSync(madeForTestFolder);
  eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => linted.has(ruleId),
    overrideConfig: [{ languageOptions: { parserOptions: { projectService: false, project: null } } }],
  });
});

afterAll(() => {
  rmdirSync(madeForTestFolder);
});

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

const importing = (specifier: string) => `import * as imported from '${specifier}';\nexport { imported };\n`;
const importingLater = (specifier: string) => `export const later = () => import('${specifier}');\n`;
const typeOf = (specifier: string) => `export type Later = typeof import('${specifier}');\n`;
/** A function of `lines` statements, one a line. */
const functionOf = (lines: number) =>
  `export function long() {\n  let count = 0;\n${'  count += 1;\n'.repeat(lines - 4)}  return count;\n}\n`;

const eachFeature = 'Features do not import each other';
const noApp = 'Nothing imports src/app';
const noMocks = 'Only src/index.tsx and tests import the mock server';
const resourceIndex = 'A backend resource imports another through its index.ts';
const serverEntry = 'server/ imports the backend through its public entry';
const madeForTestFile = `src/features/${madeForTest}/probe.ts`;

const frontEndBreaches: [string, string, string][] = [
  ['src/shared/probe.ts', importing('@/kernel/hooks'), 'src/shared depends on nothing above it'],
  ['src/shared/probe.ts', importing('../features/cart'), 'src/shared depends on nothing above it'],
  ['src/kernel/probe.ts', importing('@/features/cart'), 'The kernel is what features build on'],
  ['src/features/cart/probe.ts', importing('@/features/orders'), eachFeature],
  ['src/features/cart/probe.ts', importing('../../orders/components/order-details'), eachFeature],
  ['src/features/staff/probe.ts', importing('@/features/legal/legal-api'), eachFeature],
  ['src/features/updates/probe.ts', importing('@/app/store'), noApp],
  ['src/features/legal/probe.ts', importing('@/mocks/node'), noMocks],
  ['src/features/cart/probe.ts', importing('@/testing/test-utils'), 'Only tests import src/testing'],
  ['src/features/cart/probe.ts', importing('@/routes/cart'), 'Features do not import routes'],
  ['src/features/cart/probe.ts', importing('@/api'), 'The shop talks to its backend over /api'],
  ['src/features/cart/probe.ts', importingLater('@/app/store'), noApp],
  ['src/features/cart/probe.ts', typeOf('../../app/store'), noApp],
  ['src/features/cart/probe.test.ts', importing('@/features/orders'), eachFeature],
  ['src/routes/probe.tsx', importing('@/features/cart/use-cart'), 'through its index.ts'],
  ['src/routes/probe.tsx', importing('@/app/store'), noApp],
  ['src/app/probe.ts', importing('@/mocks/browser'), noMocks],
  // Derived from the folders: a feature made today is guarded both ways.
  [madeForTestFile, importing('@/features/cart'), eachFeature],
  [madeForTestFile, importing('@/app/store'), noApp],
  ['src/features/cart/probe.ts', importing(`@/features/${madeForTest}`), eachFeature],
  // The syntax every layer avoids.
  [
    'src/features/cart/probe.ts',
    "import { useSelector } from 'react-redux';\nexport { useSelector };\n",
    'useAppSelector',
  ],
  ['src/routes/probe.tsx', 'export const hero = <img fetchPriority="high" alt="" />;\n', 'fetchpriority'],
  ['src/routes/probe.tsx', 'export const hero = <img src="/a.png" loading="lazy" alt="" />;\n', 'before src'],
  // Sizes: a front-end function of 81 lines, a backend one of 61.
  [madeForTestFile, functionOf(81), "'long' has too many lines (81). Maximum allowed is 80"],
  ['src/app/probe.ts', functionOf(81), 'Maximum allowed is 80'],
  ['server/http/probe.ts', functionOf(61), 'Maximum allowed is 60'],
];

const backendBreaches: [string, string, string][] = [
  ['server/http/probe.ts', importing('@/api/cart/routes'), serverEntry],
  ['server/http/probe.ts', importing('../../src/api/orders/routes'), serverEntry],
  ['server/http/probe.ts', importing('@/api/testing/contract-backend'), serverEntry],
  ['server/http/probe.test.ts', importing('../../src/api/orders/routes'), serverEntry],
  ['server/http/probe.ts', importing('@/mocks/node'), serverEntry],
  ['server/http/probe.ts', importingLater('../../src/api/orders/routes'), serverEntry],
  ['server/http/probe.ts', typeOf('@/api/orders/routes'), serverEntry],
  ['server/http/probe.test.ts', importingLater('@/mocks/node'), serverEntry],
  ['server/http/probe.test.ts', typeOf('../../src/api/cart/routes'), serverEntry],
  ['server/http/probe.ts', importing('../../src/mocks/node'), serverEntry],
  ['server/http/probe.ts', importing('../../scripts/bench-server.mjs'), 'scripts/ holds commands'],
  ['server/http/probe.ts', importing('@/features/cart'), 'never imports the app'],
  ['src/api/cart/probe.ts', importing('@/mocks/memory-backend'), 'src/api is the backend itself'],
  ['src/api/cart/probe.ts', importing('@/features/cart'), 'never imports the app'],
  ['src/api/cart/probe.ts', importing('@mswjs/data'), 'Only the memory repositories and models'],
  ['src/api/cart/memory-repository.ts', importing('../../../server/config'), 'src/api is the backend itself'],
  ['src/api/cart/probe.test.ts', importing('@/features/cart'), 'never imports the app'],
  ['src/mocks/probe.ts', importing('@/app/store'), 'never imports the app'],
  ['src/mocks/probe.ts', importing('@mswjs/data'), 'Only the memory repositories and models'],
  ['src/mocks/db.ts', importing('react'), 'never imports the app'],
  ['scripts/probe.mjs', importing('../src/api/routes.ts'), 'scripts/ (commands)'],
  ['src/api/cart/probe.ts', 'export const now = Date.now();\n', 'one clock'],
  // Resources (derived from src/api's folders) reach each other through their index.ts only.
  ['src/api/cart/probe.ts', importing('@/api/orders/move-order'), resourceIndex],
  ['src/api/returns/nested/probe.ts', importing('../../refunds/settle'), resourceIndex],
  ['src/api/wishlist/memory-repository.ts', importing('@/api/catalogue/sql-repository'), resourceIndex],
  ['server/http/probe.ts', 'export const now = new Date();\n', 'one clock'],
];

/** A case's title: the code itself, or a long function's length. */
const titled = <Rest extends unknown[]>(cases: [string, string, ...Rest][]) =>
  cases.map(([filePath, code, ...rest]) => {
    const lines = code.split('\n').length - 1;
    return [
      filePath,
      lines > 3 ? `a function of ${lines} lines` : JSON.stringify(code),
      code,
      ...rest,
    ] as const;
  });

it.each(titled([...frontEndBreaches, ...backendBreaches]))(
  '%s: %s is refused',
  async (filePath, _title, code, reason) => {
    const found = await refusals(filePath, code);
    expect(found.join('\n')).toContain(reason);
  },
);

it.each(
  titled([
    ['server/http/probe.ts', importing('@/api')],
    ['server/http/probe.ts', importing('../../src/api')],
    ['server/http/probe.ts', importing('../testing/loopback')],
    ['server/http/probe.test.ts', importing('@/api/testing/contract-backend')],
    ['server/http/probe.test.ts', typeOf('@/api/testing/contract-backend')],
    ['server/http/probe.ts', importingLater('@/api')],
    ['server/testing/probe.ts', importing('../../src/api/testing/contract-backend')],
    ['src/api/cart/memory-repository.ts', importing('@/api/memory-db')],
    ['src/api/cart/probe.ts', importing('@/api/orders')],
    ['src/api/cart/probe.ts', importing('../orders')],
    ['src/api/cart/probe.ts', importing('@/api/cart/routes')],
    ['src/api/cart/probe.test.ts', importing('@/api/orders/move-order')],
    ['src/api/wishlist/memory-repository.ts', importing('@/api/catalogue/memory-repository')],
    ['src/api/order-api-routes.ts', importing('./orders/routes')],
    ['src/mocks/probe.ts', importing('@/api/routes')],
    ['src/api/clock.ts', 'export const now = () => new Date();\n'],
    ['src/api/pincodes/probe.ts', 'export const later = (at: Date) => new Date(at.getTime() + 1);\n'],
    ['src/features/cart/probe.ts', importing('./use-cart')],
    // src/shared's modules named for a resource that is also a feature's name.
    ['src/features/staff/probe.ts', importing('@/shared/catalogue')],
    ['src/features/legal/probe.ts', importing('../../shared/orders')],
    ['src/features/cart/probe.test.ts', importing('@/testing/test-utils')],
    ['src/routes/probe.tsx', importing('@/features/cart')],
    ['src/app/probe.ts', importing('@/routes/cart')],
    [madeForTestFile, importing('@/kernel/hooks')],
    [madeForTestFile, functionOf(80)],
    ['src/features/cart/probe.test.ts', functionOf(200)],
  ]),
)('%s: %s is allowed', async (filePath, _title, code) => {
  expect(await refusals(filePath, code)).toEqual([]);
});

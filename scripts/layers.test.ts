import { ESLint } from 'eslint';

// The layer rules of docs/architecture.md are ESLint's (eslint.config.mjs): a breach must fail
// `npm run lint`. Each case lints a made-up file at a path in the tree, with only the rules that
// enforce the layers (and without type information, which a file that does not exist cannot have).
const eslint = new ESLint({
  cwd: `${__dirname}/..`,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' || ruleId === 'no-restricted-syntax',
  overrideConfig: [{ languageOptions: { parserOptions: { projectService: false, project: null } } }],
});

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

const importing = (specifier: string) => `import * as imported from '${specifier}';\nexport { imported };\n`;

it.each([
  [
    'server/http/probe.ts',
    importing('@/api/cart/routes'),
    'server/ imports the backend through its public entry',
  ],
  ['server/http/probe.ts', importing('@/mocks/node'), 'server/ imports the backend through its public entry'],
  ['server/http/probe.ts', importing('../../scripts/bench-server.mjs'), 'scripts/ holds commands'],
  ['src/api/cart/probe.ts', importing('@/mocks/memory-backend'), 'src/api is the backend itself'],
  ['src/api/cart/probe.ts', importing('@/features/cart'), 'never imports the app'],
  ['src/api/cart/probe.ts', importing('@mswjs/data'), 'Only the memory repositories and models'],
  ['src/mocks/probe.ts', importing('@/app/store'), 'never imports the app'],
  ['scripts/probe.mjs', importing('../src/api/routes.ts'), 'scripts/ (commands)'],
  ['src/api/cart/probe.ts', 'export const now = Date.now();\n', 'one clock'],
  ['server/http/probe.ts', 'export const now = new Date();\n', 'one clock'],
])('%s: %j is refused', async (filePath, code, reason) => {
  const found = await refusals(filePath, code);
  expect(found.join('\n')).toContain(reason);
});

it.each([
  ['server/http/probe.ts', importing('@/api')],
  ['server/http/probe.test.ts', importing('@/api/testing/contract-backend')],
  ['src/api/cart/memory-repository.ts', importing('@/api/memory-db')],
  ['src/mocks/probe.ts', importing('@/api/routes')],
  ['src/api/clock.ts', 'export const now = () => new Date();\n'],
  ['src/api/pincodes/probe.ts', 'export const later = (at: Date) => new Date(at.getTime() + 1);\n'],
])('%s: %j is allowed', async (filePath, code) => {
  expect(await refusals(filePath, code)).toEqual([]);
});

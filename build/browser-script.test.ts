import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import transform from '../jest/browser-script-transform';
import { bundleBrowserScript } from './browser-script';

let dir: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
const entry = () => path.join(dir, 'script/hello.script.ts');

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'browser-script-'));
  write('shared/greeting.ts', 'export const greeting = (name: string): string => `Hello, ${name}`;\n');
  write(
    'script/hello.script.ts',
    "import { greeting } from '../shared/greeting';\nexport function hello(name: string): string {\n  return greeting(name);\n}\n",
  );
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('bundleBrowserScript', () => {
  it('bundles an entry and the modules it imports into one classic script whose value is the exports', async () => {
    const { expression, files } = await bundleBrowserScript(entry());
    const exports = runInNewContext(expression) as { hello: (name: string) => string };
    expect(exports.hello('Asha')).toBe('Hello, Asha');
    expect(files).toEqual(expect.arrayContaining([entry(), path.join(dir, 'shared/greeting.ts')]));
  });

  it('fails with webpack’s error when the script cannot be built', async () => {
    write('script/hello.script.ts', "import { greeting } from './gone';\nexport const hello = greeting;\n");
    await expect(bundleBrowserScript(entry())).rejects.toThrow(/Can't resolve '\.\/gone'/);
  });
});

describe("Jest's transform for *.script.ts", () => {
  it('builds again when a module the entry imports changes, in its folder or not', () => {
    const before = transform.getCacheKey('', entry());
    write('shared/greeting.ts', 'export const greeting = (name: string): string => `Namaste, ${name}`;\n');
    expect(transform.getCacheKey('', entry())).not.toBe(before);
  });
});

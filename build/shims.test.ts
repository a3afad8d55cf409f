import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { mockShims, SHIMS_DIR, type Shim } from './shims';

/**
 * Each shim stands in for a module of the pinned msw or @mswjs/data. An upgrade that renames that
 * module, or starts using a name the shim lacks, must fail here rather than on a shopper's page.
 */
const nodeModules = path.resolve(__dirname, '../node_modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(js|mjs|cjs)$/.test(entry.name) ? [file] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names (and members, as `name.member`; '' for the module itself) that `source` reads from what it imports as `specifier`. */
function namesUsed(source: string, specifier: string): string[] {
  const quoted = `['"]${escape(specifier)}['"]`;
  // `local.name`, or `local["name"]` (TypeScript's output for `default`).
  const members = (local: string) =>
    [
      ...source.matchAll(
        new RegExp(`(?<![\\w$./])${escape(local)}(?:\\.([\\w$]+)|\\[['"]([\\w$]+)['"]\\])`, 'g'),
      ),
    ].map((match) => match[1] ?? match[2]);
  const named = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*${quoted}`).exec(source);
  if (named?.[1]) {
    return named[1].split(',').flatMap((part) => {
      const [imported = '', local = imported] = part.trim().split(/\s+as\s+/);
      return imported ? [imported, ...members(local).map((member) => `${imported}.${member}`)] : [];
    });
  }
  const required = new RegExp(
    `(?:var|let|const)\\s+([\\w$]+)\\s*=\\s*(__importDefault\\()?require\\(\\s*${quoted}\\s*\\)`,
  ).exec(source);
  if (required?.[1]) {
    const names = members(required[1]).filter((name): name is string => name !== undefined);
    // `__importDefault(require(…))["default"]` is a CommonJS module itself: named '' (export-kinds.mjs).
    return required[2] ? names.map((name) => (name === 'default' ? '' : name)) : names;
  }
  throw new Error(
    `cannot tell which names are used from ${specifier}: teach build/shims.test.ts this import form`,
  );
}

interface Replacement {
  importer: string;
  specifier: string;
  replaced: string;
  names: string[];
}

/** Every import in the package that the shim's rule replaces, with the module it would have loaded. */
function replacements(shim: Shim): Replacement[] {
  return sourceFiles(path.join(nodeModules, shim.importedFrom)).flatMap((importer) => {
    const source = readFileSync(importer, 'utf8');
    const specifiers = new Set(
      [...source.matchAll(/(?:\bfrom\s*|\brequire\(\s*)(['"])([^'"]+)\1/g)]
        .map((match) => match[2] ?? '')
        .filter((specifier) => shim.request.test(specifier)),
    );
    return [...specifiers].map((specifier) => ({
      importer: path.relative(nodeModules, importer),
      specifier,
      // Throws when the module is gone from where the importer expects it.
      replaced: require.resolve(specifier, { paths: [path.dirname(importer)] }),
      names: [...new Set(namesUsed(source, specifier))],
    }));
  });
}

/** typeof each name, as Node loads the module (a child process: Jest cannot import msw's .mjs). */
function exportKinds(queries: { file: string; paths: string[] }[]): Record<string, string>[] {
  const output = execFileSync(
    process.execPath,
    [path.join(__dirname, 'export-kinds.mjs'), JSON.stringify(queries)],
    {
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as Record<string, string>[];
}

describe.each(mockShims)('the shim $file', (shim) => {
  const found = replacements(shim);

  it('replaces modules its package still imports, at the paths the importers expect', () => {
    expect(found).not.toEqual([]);
    for (const { names } of found) expect(names).not.toEqual([]);
  });

  it('exports every name the importers use, with the kind the real module gives it', () => {
    const shimFile = path.join(SHIMS_DIR, shim.file);
    const kinds = exportKinds(
      found.flatMap(({ replaced, names }) => [
        { file: replaced, paths: names },
        { file: shimFile, paths: names },
      ]),
    );
    found.forEach(({ importer, names }, index) => {
      const real = kinds[index * 2];
      const stand = kinds[index * 2 + 1];
      const undefinedInReal = names.filter((name) => real?.[name] === 'undefined');
      expect({ importer, undefinedInReal }).toEqual({ importer, undefinedInReal: [] });
      expect({ importer, kinds: stand }).toEqual({ importer, kinds: real });
    });
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Resources depend on each other one way (scripts/resource-layers.cjs): every import between two
// resources in a non-test file runs down the layers, never up or across.
const { apiPlumbing, resourceLayers } = require('./resource-layers.cjs') as {
  apiPlumbing: string[];
  resourceLayers: string[][];
};
const api = join(__dirname, '..', 'src', 'api');
const folders = readdirSync(api, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !apiPlumbing.includes(entry.name))
  .map((entry) => entry.name);
const layerOf = new Map(
  resourceLayers.flatMap((layer, index) => layer.map((name) => [name, index] as const)),
);

const sources = (folder: string): string[] =>
  readdirSync(join(api, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(folder, file));

/** `a → b` for every import in a's files that names another resource, by alias or relative path. */
function importsBetweenResources(): string[] {
  const found = new Set<string>();
  for (const folder of folders) {
    for (const file of sources(folder)) {
      const text = readFileSync(join(api, file), 'utf8');
      for (const [, target] of text.matchAll(/from '(?:@\/api\/|(?:\.\.\/)+)([a-z-]+)[/']/g)) {
        if (target && target !== folder && layerOf.has(target)) found.add(`${folder} → ${target}`);
      }
    }
  }
  return [...found].sort();
}

it('places every resource folder in exactly one layer', () => {
  expect([...layerOf.keys()].sort()).toEqual([...folders].sort());
  expect(resourceLayers.flat()).toHaveLength(layerOf.size);
});

it('finds imports between resources to check', () => {
  expect(importsBetweenResources()).toContain('payments → orders');
});

it('has every import between resources run down the layers', () => {
  const upOrAcross = importsBetweenResources().filter((edge) => {
    const [from, to] = edge.split(' → ');
    return (layerOf.get(to ?? '') ?? 0) >= (layerOf.get(from ?? '') ?? 0);
  });
  expect(upOrAcross).toEqual([]);
});

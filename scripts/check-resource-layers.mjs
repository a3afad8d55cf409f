// @ts-check
// The docs check's part for the backend's resource layers: docs/architecture.md's numbered list
// under LAYERS_HEADING is scripts/resource-layers.cjs's order, layer by layer, so the page never
// drifts from what scripts/resource-layers.test.ts enforces.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import layers from './resource-layers.cjs';

const LAYERS_HEADING = 'Resources import each other one way';

/**
 * @param {string} root the repository
 * @param {string[]} problems
 */
export function checkResourceLayers(root, problems) {
  const doc = join(root, 'docs/architecture.md');
  if (!existsSync(doc)) return;
  const lines = readFileSync(doc, 'utf8').split('\n');
  const start = lines.indexOf(`## ${LAYERS_HEADING}`);
  if (start === -1) return;
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  const listed = lines
    .slice(start + 1, end === -1 ? undefined : end)
    .flatMap((line) => /^\d+\.\s+(.*)$/.exec(line)?.slice(1) ?? [])
    .map((names) => names.split(',').map((name) => name.trim()));
  if (JSON.stringify(listed) !== JSON.stringify(layers.resourceLayers)) {
    problems.push(
      `docs/architecture.md (## ${LAYERS_HEADING}): the layers listed differ from scripts/resource-layers.cjs`,
    );
  }
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screens } from './screens';

// webpack names a screen's chunk from the comment in its import(); the server links that chunk's
// stylesheet by the name the screen gives. The two are written side by side: here they must agree.
test("each screen's chunk name is the one its import gives webpack", () => {
  const source = readFileSync(join(__dirname, 'screens.ts'), 'utf8');
  const named = [...source.matchAll(/'([\w-]+)',\s*\(\) => import\(\/\* webpackChunkName: "([\w-]+)" \*\//g)];
  expect(named.map(([, given, webpack]) => [given, webpack])).toEqual(
    Object.values(screens).map(({ chunk }) => [chunk, chunk]),
  );
});

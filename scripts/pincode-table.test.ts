import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

it('the committed pincode table is what npm run data:pincodes writes from the dataset', () => {
  const run = spawnSync(process.execPath, [join(__dirname, 'pincode-table.mjs'), '--check'], {
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

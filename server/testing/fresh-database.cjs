// @ts-check
// CommonJS, so both the benchmark (an ES module) and the Jest contract setup (CommonJS) can load it.
const { randomBytes } = require('node:crypto');
const pg = require('pg');

/**
 * A new, empty database on the PostgreSQL cluster at `adminUrl`, named `<prefix>_<random>`, and how
 * to drop it: each test file or benchmark run gets one of its own, so they never see each other's
 * rows. Used by the contract suites (server/testing/test-server.ts) and `npm run bench:server`.
 *
 * @param {string} adminUrl
 * @param {string} prefix
 * @returns {Promise<{ url: string; drop: () => Promise<void> }>}
 */
async function freshDatabase(adminUrl, prefix) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

module.exports = { freshDatabase };

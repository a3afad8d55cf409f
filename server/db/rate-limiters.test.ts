import { register } from 'prom-client';
import { RATE_LIMITS, sqlRateLimiters } from '@/api';
import { countRateLimitRefusal } from '../metrics';
import { memoryDatabaseForSuite } from '../testing/memory-database';

const db = memoryDatabaseForSuite();
afterEach(() => register.resetMetrics());

const refusals = async (kind: string) =>
  (await register.getSingleMetric('rate_limit_refusals_total')?.get())?.values.find(
    ({ labels }) => labels.kind === kind,
  )?.value ?? 0;

describe("the server's limiters in PostgreSQL", () => {
  it('refuse past the limit, and each refusal is counted for the operator by the limit it hit', async () => {
    const { loginFailuresPerAccount } = sqlRateLimiters(db(), countRateLimitRefusal);
    const { points } = RATE_LIMITS.loginFailuresPerAccount;
    for (let attempt = 0; attempt < points; attempt += 1) {
      await loginFailuresPerAccount.consume('shopper@example.in|127.0.0.1');
    }
    expect(await refusals('loginFailuresPerAccount')).toBe(0);

    await expect(loginFailuresPerAccount.consume('shopper@example.in|127.0.0.1')).rejects.toMatchObject({
      msBeforeNext: expect.any(Number) as number,
    });
    expect(await refusals('loginFailuresPerAccount')).toBe(1);
  });

  it("keep their counts in an unlogged table, so a count's commit does not wait for the disk", async () => {
    const [table] = await db().query<{ relpersistence: string }>(
      `SELECT relpersistence FROM pg_class WHERE relname = 'rate_limits'`,
    );
    expect(table?.relpersistence).toBe('u');
  });
});

import { sqlRepositories } from '@/api/sql-repositories';
import { orderFor } from '@/api/testing/guest-with-orders';
import { memoryDatabaseForSuite } from '../../../server/testing/memory-database';
import {
  EMAIL_MAX_TRIES,
  emailRetryDelayMs,
  emailUpdateOnce,
  OUTBOX_SWEEP_BATCH,
  unsentUpdates,
  type UpdateEmail,
} from './email-outbox';

// A fresh database with the demo shoppers (migration 16 counts an email's tries).
const db = memoryDatabaseForSuite();
const AT = '2026-11-20T10:00:00Z';
const LATER = '2026-11-21T10:00:00Z';

let made = 0;

/** A demo shopper's update (on an order of theirs), as notifyShopper adds one; its id. */
async function anUpdate(): Promise<string> {
  const repos = sqlRepositories(db());
  const user = await repos.users.findByEmail('priya.sharma@sneakerhub.in');
  if (!user) throw new Error('the demo shopper is not seeded');
  made += 1;
  const order = await orderFor(
    repos,
    user._id,
    made % 20,
    'cod',
    `2026-11-20T09:00:${String(made % 60).padStart(2, '0')}Z`,
  );
  const _id = crypto.randomUUID();
  await repos.updates.add({
    _id,
    userId: user._id,
    orderId: order._id,
    kind: 'confirmed',
    title: 'Your order is confirmed',
    body: 'Confirmed.',
    at: AT,
  });
  return _id;
}

const refused = () => Promise.reject(new Error('550 mailbox unavailable'));
const sentTo: string[] = [];
const accepted = (email: UpdateEmail) => {
  sentTo.push(email.updateId);
  return Promise.resolve();
};

it(`a failing email is tried ${EMAIL_MAX_TRIES} times, each counted, then given up: listed for staff, never tried again`, async () => {
  const updateId = await anUpdate();
  for (let tries = 1; tries < EMAIL_MAX_TRIES; tries += 1) {
    expect(await emailUpdateOnce(db(), updateId, AT, refused)).toEqual({
      outcome: 'retry',
      tries,
      error: '550 mailbox unavailable',
    });
  }
  expect(await emailUpdateOnce(db(), updateId, LATER, refused)).toMatchObject({
    outcome: 'failed',
    tries: EMAIL_MAX_TRIES,
  });
  expect(await emailUpdateOnce(db(), updateId, LATER, accepted)).toEqual({ outcome: 'skipped' });
  expect(sentTo).not.toContain(updateId);
  expect(await unsentUpdates(db(), LATER)).not.toContain(updateId);
  const failed = await sqlRepositories(db()).updates.failedEmails(10);
  expect(failed).toContainEqual({
    updateId,
    orderId: expect.any(String) as string,
    to: 'priya.sharma@sneakerhub.in',
    title: 'Your order is confirmed',
    tries: EMAIL_MAX_TRIES,
    error: '550 mailbox unavailable',
    failedAt: LATER,
  });
});

it('a send that succeeds after failures is sent once, and not listed as failed', async () => {
  const updateId = await anUpdate();
  expect((await emailUpdateOnce(db(), updateId, AT, refused)).outcome).toBe('retry');
  expect(await emailUpdateOnce(db(), updateId, AT, accepted)).toEqual({ outcome: 'sent' });
  expect(await emailUpdateOnce(db(), updateId, AT, accepted)).toEqual({ outcome: 'skipped' });
  expect(sentTo.filter((id) => id === updateId)).toHaveLength(1);
  const failed = await sqlRepositories(db()).updates.failedEmails(100);
  expect(failed.map((email) => email.updateId)).not.toContain(updateId);
});

it(`the sweep takes emails never tried before those that keep failing, so ${OUTBOX_SWEEP_BATCH} failing ones block no newer one`, async () => {
  const failing = await anUpdate();
  await emailUpdateOnce(db(), failing, AT, refused);
  const fresh = await anUpdate();
  const swept = await unsentUpdates(db(), LATER);
  expect(swept.indexOf(fresh)).toBeGreaterThanOrEqual(0);
  expect(swept.indexOf(fresh)).toBeLessThan(swept.indexOf(failing));
});

it('the wait between tries doubles from EMAIL_RETRY_SECONDS', () => {
  const waits = [1, 2, 3, 4, 5].map((tries) => emailRetryDelayMs(60, tries));
  expect(waits[0]).toBe(60 * 1000);
  waits.slice(1).forEach((wait, index) => expect(wait).toBe(2 * (waits[index] ?? 0)));
});

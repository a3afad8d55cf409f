import { contractBackend } from '@/api/testing/contract-backend';
import { call, expectRefusal } from '@/api/testing/api-client';
import { seedProduct } from '@/api/testing/fixtures';
import { addStaff, staffLogin } from '@/api/testing/staff';
import { AUDIT_KINDS, type AuditPage } from '@/shared/staff';

const DAY = 24 * 60 * 60 * 1000;
afterEach(() => contractBackend().setClock(() => new Date()));

let owner: string;
beforeEach(async () => {
  owner = await staffLogin();
});

const audit = async (query: string) => {
  const answer = await call<AuditPage>('GET', `/staff/audit${query}`, { token: owner });
  expect(answer.status).toBe(200);
  return answer.body.entries;
};
const adjust = (token: string, index: number) =>
  call('POST', `/staff/products/${seedProduct(index)._id}/stock`, {
    token,
    json: { change: 1, reason: 'Count' },
  });
/** The parameters a refused read names (and that it is a readable 400). */
const refusedFields = async (query: string) => {
  const refused = await call<{ errors?: Record<string, string> }>('GET', `/staff/audit?${query}`, {
    token: owner,
  });
  expectRefusal(refused, 400);
  return Object.keys(refused.body.errors ?? {});
};
/** The India day (YYYY-MM-DD) of a timestamp. */
const indiaDay = (at: string) => new Date(Date.parse(at) + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);

it('filters by kind: only the lines whose action starts with it', async () => {
  const packer = await addStaff('staff');
  await adjust(packer.token, 2);
  const stock = await audit('?kind=stock');
  expect(stock.length).toBeGreaterThan(0);
  for (const line of stock) expect(line.action.startsWith('stock.')).toBe(true);
  const staffLines = await audit('?kind=staff');
  expect(staffLines.map((line) => line.action)).toContain('staff.add');
  for (const line of staffLines) expect(line.action.startsWith('staff.')).toBe(true);
});

it('filters by member, and by member and kind together', async () => {
  const packer = await addStaff('staff');
  await adjust(packer.token, 2);
  await adjust(owner, 3);
  const theirs = await audit(`?staffId=${packer.member._id}`);
  expect(theirs.length).toBeGreaterThan(0);
  for (const line of theirs) expect(line.staffId).toBe(packer.member._id);
  const adjusted = await audit(`?staffId=${packer.member._id}&kind=stock`);
  expect(adjusted.map((line) => line.target)).toEqual([seedProduct(2)._id]);
});

it('filters by India days, both inclusive', async () => {
  const fortnightAgo = new Date(Date.now() - 14 * DAY);
  contractBackend().setClock(() => fortnightAgo);
  await adjust(owner, 5);
  contractBackend().setClock(() => new Date());
  await adjust(owner, 6);
  const [older] = (await audit('?kind=stock')).filter((line) => line.target === seedProduct(5)._id);
  if (!older) throw new Error('the older adjustment has no audit line');
  const day = indiaDay(older.at);
  const thatDay = await audit(`?kind=stock&from=${day}&to=${day}`);
  expect(thatDay.map((line) => line.target)).toEqual([seedProduct(5)._id]);
  const since = await audit(`?kind=stock&from=${indiaDay(new Date().toISOString())}`);
  expect(since.map((line) => line.target)).toContain(seedProduct(6)._id);
  expect(since.map((line) => line.target)).not.toContain(seedProduct(5)._id);
});

it.each([
  [`kind=${AUDIT_KINDS.join('')}`, 'kind'],
  ['kind=stock.adjust', 'kind'],
  ['staffId=not%20an%20id', 'staffId'],
  ['from=2026-02-30', 'from'],
  ['from=2026-05-03&to=2026-05-02', 'from'],
  ['after=abc', 'after'],
])('?%s is a 400 naming %s', async (query, field) => {
  expect(await refusedFields(query)).toEqual([field]);
});

it('is for owners only', async () => {
  const packer = await addStaff('staff');
  expectRefusal(await call('GET', '/staff/audit?kind=stock', { token: packer.token }), 403);
});

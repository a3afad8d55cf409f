import type { PincodeAnswer } from '@/shared/types';
import { call, expectRefusal } from '@/api/testing/api-client';
import { contractBackend } from '@/api/testing/contract-backend';

/** Tuesday 24 November 2026, 10:00 in India (UTC+05:30): before the 14:00 dispatch cut-off. */
const TUESDAY_MORNING = new Date('2026-11-24T04:30:00Z');
/** Saturday 28 November 2026, 15:00 in India: after the cut-off, and Sunday moves nothing. */
const SATURDAY_AFTERNOON = new Date('2026-11-28T09:30:00Z');

const lookUp = (pincode: string) => call<PincodeAnswer>('GET', `/pincodes/${pincode}`);

async function lookUpWithHeaders(pincode: string) {
  const response = await fetch(`${contractBackend().apiBase}/pincodes/${pincode}`);
  return { status: response.status, cacheControl: response.headers.get('cache-control') };
}

describe('GET /api/pincodes/:pincode on a fixed clock', () => {
  beforeEach(() => contractBackend().setClock(() => TUESDAY_MORNING));

  it.each<[string, Omit<PincodeAnswer, 'pincode' | 'otherStates'>]>([
    // One day within 100 km of the Bengaluru warehouse: Wednesday.
    ['560034', { city: 'Bengaluru', state: 'Karnataka', deliverBy: '2026-11-25' }],
    // Two days up to 600 km: Thursday.
    ['500081', { city: 'Hyderabad', state: 'Telangana', deliverBy: '2026-11-26' }],
    // Five days up to 2,000 km, Sunday skipped: Monday.
    ['110001', { city: 'New Delhi', state: 'Delhi', deliverBy: '2026-11-30' }],
    // Seven days beyond 2,000 km: Wednesday week.
    ['194101', { city: 'Leh', state: 'Ladakh', deliverBy: '2026-12-02' }],
  ])('answers %s with its place and the date an order placed now arrives', async (pincode, expected) => {
    const { status, body } = await lookUp(pincode);
    expect(status).toBe(200);
    expect(body).toEqual({ pincode, otherStates: [], ...expected });
  });

  it('after the cut-off on a Saturday the order leaves on Monday', async () => {
    contractBackend().setClock(() => SATURDAY_AFTERNOON);
    expect((await lookUp('560034')).body.deliverBy).toBe('2026-12-01');
  });

  it('names the other state of a pincode whose post offices span two', async () => {
    const { body } = await lookUp('605007');
    expect(body).toMatchObject({ state: 'Puducherry', otherStates: ['Tamil Nadu'] });
  });

  it('is open and cacheable until the next dispatch cut-off (four hours from 10:00)', async () => {
    expect(await lookUpWithHeaders('560034')).toEqual({
      status: 200,
      cacheControl: `max-age=${4 * 60 * 60}`,
    });
  });
});

it('404 with a readable message for a well-formed pincode the shop does not know', async () => {
  expectRefusal(
    await lookUp('999999'),
    404,
    'We do not know the pincode 999999, so we cannot promise a delivery date there. Check it and try again.',
  );
});

it.each(['56003', '5600341', '056003', 'abcdef', '56 034', '-56003'])(
  '400 for %p: not six digits, or starting with 0',
  async (pincode) => {
    expectRefusal(
      await lookUp(encodeURIComponent(pincode)),
      400,
      'Pincode must be 6 digits and cannot start with 0.',
    );
  },
);

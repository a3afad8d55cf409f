import type { Order } from '@/shared/types';
import type { UpdatesAnswer } from '@/shared/updates';
import { call } from '@/api/testing/api-client';
import { newShopper, orderOne, type TestShopper } from '@/api/testing/shoppers';
import { staffLogin } from '@/api/testing/staff';
import { productsPhrase, WORDING } from './wording';
import { HINDI_WORDING, productsPhraseHi } from './wording-hi';

const DEVANAGARI = /[\u0900-\u097F]/;

const updatesOf = async (token: string) =>
  (await call<UpdatesAnswer>('GET', '/user/updates', { token })).body.updates;

const choose = async ({ token }: TestShopper, language: string) => {
  expect((await call('PUT', '/user/language', { token, json: { language } })).status).toBe(200);
};

const ship = async (staff: string, order: Order) => {
  for (const json of [{ to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb: 'DL-2026-0037' }]) {
    const moved = await call('POST', `/staff/orders/${order._id}/transitions`, { token: staff, json });
    expect(moved.status).toBe(200);
  }
};

/** The order's subject as each language names it: its number and its one product's title. */
const subjectOf = (order: Order, phrase: (titles: string[]) => string) => ({
  number: order.number,
  products: phrase(order.items.map((line) => line.title)),
});

describe("the shopper's updates in the language they last chose (issue 37)", () => {
  it('a shopper who chose Hindi gets each step in Hindi, with the order and courier named', async () => {
    const meera = await newShopper(371);
    await choose(meera, 'hi');
    const order = await orderOne(meera, 4, 'cod');
    await ship(await staffLogin(), order);

    const [shipped, confirmed] = await updatesOf(meera.token);
    const subject = subjectOf(order, productsPhraseHi);
    expect(confirmed?.kind).toBe('confirmed');
    expect(confirmed).toMatchObject(HINDI_WORDING.confirmed(subject, {}));
    expect(shipped).toMatchObject(
      HINDI_WORDING.shipped(subject, { courier: 'Delhivery', awb: 'DL-2026-0037' }),
    );
    expect(`${shipped?.title} ${shipped?.body}`).toMatch(DEVANAGARI);
    expect(shipped?.body).toContain('Delhivery');
    expect(shipped?.title).toContain(order.number);
  });

  it('a shopper who never chose, or chose English again, reads the English word for word', async () => {
    const arjun = await newShopper(372);
    const kavya = await newShopper(373);
    await choose(kavya, 'hi');
    await choose(kavya, 'en');
    for (const shopper of [arjun, kavya]) {
      const order = await orderOne(shopper, 5, 'cod');
      const [confirmed] = await updatesOf(shopper.token);
      expect(confirmed).toMatchObject(WORDING.confirmed(subjectOf(order, productsPhrase), {}));
      expect(confirmed?.title).toBe(`Your order ${order.number} (${order.items[0]?.title}) is confirmed`);
    }
  });

  it('names several products in Hindi as the English does: the first, and how many more', () => {
    expect(productsPhraseHi(['Puma Flex Dash', 'Nike Pegasus', 'Puma Flex Dash'])).toBe(
      `Puma Flex Dash और 1 अन्य`,
    );
    expect(productsPhraseHi([])).toMatch(DEVANAGARI);
  });
});

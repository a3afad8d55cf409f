import { demoUsers } from '@/api/accounts/demo-users';
import type { Address, AddressInput } from '@/shared/types';
import { call, expectDbUnchanged, expectRefusal, loginGuest, loginPriya } from '@/api/testing/api-client';

type AddressesAnswer = { addresses: Address[] };
type Invalid = { message: string; errors: Record<string, string> };

const home: AddressInput = {
  name: 'Asha Verma',
  mobile: '9123456780',
  pincode: '700019',
  city: 'Kolkata',
  residence: '22B, Ballygunge Circular Road',
  state: 'West Bengal',
};

const guestSample = demoUsers[0]?.addresses[0];

const list = (token: string) => call<AddressesAnswer>('GET', '/user/addresses', { token });
const add = (token: string, address: unknown) =>
  call<{ address: Address } & AddressesAnswer>('POST', '/user/addresses', { token, json: { address } });

let token: string;
beforeEach(async () => {
  token = await loginGuest();
});

it('GET: the guest has the one sample address, not selected', async () => {
  const { status, body } = await list(token);
  expect(status).toBe(200);
  expect(body.addresses).toHaveLength(1);
  expect(body.addresses[0]).toMatchObject({ id: guestSample?.id, city: 'Bengaluru', isSelected: false });
});

it('POST a valid address: 201 with the stored address (new id) and the list', async () => {
  const { status, body } = await add(token, { ...home, mobile: 9123456780 });
  expect(status).toBe(201);
  expect(body.address).toEqual({ ...home, id: expect.any(String) as string, isSelected: false });
  expect(body.address.id).not.toBe(guestSample?.id);
  expect(body.addresses.map((a) => a.id)).toEqual([guestSample?.id, body.address.id]);
  expect((await list(token)).body.addresses).toEqual(body.addresses);
});

it.each<[string, Partial<Record<keyof AddressInput, unknown>>, string[]]>([
  ['missing fields', { name: 'Asha' }, ['city', 'mobile', 'pincode', 'residence', 'state']],
  ['a 5-digit pincode', { ...home, pincode: '70001' }, ['pincode']],
  ['a 9-digit mobile', { ...home, mobile: '912345678' }, ['mobile']],
  ['a bad alternate mobile', { ...home, alternatemobile: '12-34' }, ['alternatemobile']],
  ['an unknown state', { ...home, state: 'Atlantis' }, ['state']],
  ['wrong types', { ...home, name: { first: 'Asha' }, city: ['Kolkata'] }, ['city', 'name']],
])('POST refuses %s with 400, errors per field, nothing stored', async (_label, address, fields) => {
  await expectDbUnchanged(async () => {
    const answer = await add(token, address);
    expectRefusal(answer, 400);
    expect(Object.keys((answer.body as unknown as Invalid).errors).sort()).toEqual(fields);
  });
});

it('POST and PUT refuse a pincode the data places in another state: 400 naming that state, nothing stored', async () => {
  const inKarnataka = { ...home, pincode: '560034' };
  const message = 'This pincode is in Karnataka. Choose Karnataka as the state, or check the pincode.';
  await expectDbUnchanged(async () => {
    const added = await add(token, inKarnataka);
    expectRefusal(added, 400, message);
    expect((added.body as unknown as Invalid).errors).toEqual({ pincode: message });
    const replaced = await call('PUT', `/user/addresses/${guestSample?.id}`, {
      token,
      json: { address: inKarnataka },
    });
    expectRefusal(replaced, 400, message);
  });
});

it('POST takes a pincode the data does not know, and either state of a pincode that spans two', async () => {
  // 999999 is well-formed and in no list; 605007's post offices are in Puducherry and Tamil Nadu.
  expect((await add(token, { ...home, pincode: '999999' })).status).toBe(201);
  for (const state of ['Puducherry', 'Tamil Nadu']) {
    expect((await add(token, { ...home, pincode: '605007', city: 'Puducherry', state })).status).toBe(201);
  }
});

it('POST refuses a body without an address object with 400', async () => {
  await expectDbUnchanged(async () => {
    expectRefusal(await call('POST', '/user/addresses', { token, json: home }), 400);
  });
});

it('PUT replaces the address by id and keeps its place and selection', async () => {
  const id = guestSample?.id ?? '';
  await call('POST', `/user/addresses/${id}/select`, { token });
  const { status, body } = await call<AddressesAnswer>('PUT', `/user/addresses/${id}`, {
    token,
    json: { address: { ...home, alternatemobile: '9000000001' } },
  });
  expect(status).toBe(200);
  expect(body.addresses).toEqual([{ ...home, alternatemobile: '9000000001', id, isSelected: true }]);
});

it('PUT refuses an invalid address with 400 and keeps the old one', async () => {
  await expectDbUnchanged(async () => {
    expectRefusal(
      await call('PUT', `/user/addresses/${guestSample?.id}`, {
        token,
        json: { address: { ...home, pincode: '1' } },
      }),
      400,
    );
  });
});

it('select: exactly one address is selected, the chosen one', async () => {
  const second = (await add(token, home)).body.address;
  const third = (await add(token, { ...home, city: 'Howrah' })).body.address;

  await call('POST', `/user/addresses/${second.id}/select`, { token });
  const { status, body } = await call<AddressesAnswer>('POST', `/user/addresses/${third.id}/select`, {
    token,
  });

  expect(status).toBe(200);
  expect(body.addresses.filter((a) => a.isSelected).map((a) => a.id)).toEqual([third.id]);
});

it('DELETE removes the address: 200 with the rest', async () => {
  const { status, body } = await call<AddressesAnswer>('DELETE', `/user/addresses/${guestSample?.id}`, {
    token,
  });
  expect(status).toBe(200);
  expect(body.addresses).toEqual([]);
});

it.each([
  ['PUT', '', { address: home }],
  ['POST', '/select', undefined],
  ['DELETE', '', undefined],
])("%s%s on another shopper's address is a 404 and leaves it untouched", async (method, suffix, json) => {
  const priya = await loginPriya();
  await expectDbUnchanged(async () => {
    const answer = await call(method, `/user/addresses/${guestSample?.id}${suffix}`, { token: priya, json });
    expectRefusal(answer, 404);
  });
  expect((await list(priya)).body.addresses).toEqual([]);
});

it('an unknown address id is a 404', async () => {
  await expectDbUnchanged(async () => {
    expectRefusal(await call('DELETE', '/user/addresses/no-such-address', { token }), 404);
    expectRefusal(
      await call('PUT', '/user/addresses/no-such-address', { token, json: { address: home } }),
      404,
    );
  });
});

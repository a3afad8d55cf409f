import type { Order } from '@/shared/types';
import { GUEST_DELHI_ADDRESS } from '@/testing/persistence-shopper';
import { call } from './api-client';
import { contractBackend } from './contract-backend';
import { pay, placeOrder, seedProduct } from './fixtures';

/** A shopper of its own: signed in, with one address of its own mobile. */
export interface TestShopper {
  token: string;
  email: string;
  addressId: string;
  mobile: string;
}

/**
 * Shopper number `n`, new: an account (`shopper-<n>@example.in`) and one address whose mobile is
 * 9 followed by `n` in nine digits. On a backend that reads the client's address from a header,
 * each shopper speaks from one of its own, as many shoppers do.
 */
export async function newShopper(n: number): Promise<TestShopper> {
  const header = contractBackend().clientAddressHeader;
  const headers: Record<string, string> = header
    ? { [header]: `10.29.${Math.floor(n / 250)}.${n % 250}` }
    : {};
  const email = `shopper-${n}@example.in`;
  const signup = await call<{ encodedToken: string }>('POST', '/auth/signup', {
    headers,
    json: { firstName: 'Shopper', lastName: `Number ${n}`, email, password: `shopper-${n}-runs` },
  });
  if (signup.status !== 201) throw new Error(`the signup of ${email} answered ${signup.status}`);
  const token = signup.body.encodedToken;
  const mobile = `9${String(n).padStart(9, '0')}`;
  const added = await call<{ address: { id: string } }>('POST', '/user/addresses', {
    token,
    json: { address: { ...GUEST_DELHI_ADDRESS, name: `Shopper ${n}`, mobile } },
  });
  if (added.status !== 201) throw new Error(`an address for ${email} answered ${added.status}`);
  return { token, email, addressId: added.body.address.id, mobile };
}

let placed = 0;

/**
 * The shopper orders one pair of the seed sneaker at `index`: Cash on Delivery (confirmed at once),
 * or online and paid (confirmed), or online and left unpaid (created).
 */
export async function orderOne(
  shopper: TestShopper,
  index: number,
  how: 'cod' | 'paid' | 'unpaid' = 'paid',
): Promise<Order> {
  placed += 1;
  const { token, addressId } = shopper;
  await call('POST', '/user/cart', { token, json: { product: { _id: seedProduct(index)._id } } });
  const json = {
    addressId,
    idempotencyKey: `order-one-${placed}`,
    ...(how === 'cod' ? { paymentMethod: 'cod' } : {}),
  };
  const { status, body } = await placeOrder(token, json);
  if (status !== 201) throw new Error(`placing an order answered ${status}: ${JSON.stringify(body)}`);
  if (how !== 'paid') return body.order;
  const paid = await pay(token, body.order, `pay_ORDERONE${String(placed).padStart(6, '0')}`);
  if (paid.status !== 200) throw new Error(`paying an order answered ${paid.status}`);
  return paid.body.order;
}

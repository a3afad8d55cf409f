import { newRazorpayOrderId } from '@/api/razorpay/ids';
import { demoUsers } from '@/api/accounts/demo-users';
import { seedProducts } from '@/api/catalogue/seed/data';
import type { Repositories } from '@/api/repositories';
import { moveOrder } from '@/api/orders/move-order';
import { TEST_SELLER } from '@/api/orders/seller';
import type { NewOrder } from '@/api/orders/repository';
import { computeOrderAmounts } from '@/shared/order-totals';
import type { Order, PaymentMethod } from '@/shared/types';

/** Records kept (issue 28): what a guest account holds when the purge comes for it. */
export interface GuestWithOrders {
  userId: string;
  /** Paid online and Cash on Delivery, each with its invoice number; and one left unpaid. */
  paid: Order;
  cod: Order;
  unpaid: Order;
}

const FINANCIAL_YEAR = '26-27';

/**
 * A guest account, last used at `at`, with a cart line, an address, a review, and three orders: one
 * paid online and one Cash on Delivery (each invoiced), one unpaid. Made through the repositories
 * alone, so the same scenario runs on either store.
 */
export async function guestWithOrders(
  repos: Repositories,
  at: string,
  name: string,
): Promise<GuestWithOrders> {
  const [product] = seedProducts;
  const [sample] = demoUsers[0]?.addresses ?? [];
  if (!product || !sample) throw new Error('the seed has no product or no sample address');
  const { id: _sampleId, ...addressInput } = sample;
  const user = await repos.users.insert({
    email: `${name}@guest.sneakerhub.in`,
    passwordHash: 'not-a-real-hash',
    firstName: 'Guest',
    lastName: 'Shopper',
    createdAt: at,
  });
  if (!user) throw new Error(`${name} is taken`);
  await repos.guests.add(user._id, at);
  const address = await repos.addresses.insert(user._id, addressInput, at);
  await repos.cart.add(user._id, product._id, at);

  const place = async (key: string, paymentMethod: PaymentMethod) => {
    const items = [
      { _id: product._id, title: product.title, price: product.price, qty: 1, img: product.img },
    ];
    return placeInStore(repos, {
      userId: user._id,
      idempotencyKey: key,
      // The offline test checkout's kind of id, as a backend without Razorpay keys gives.
      razorpayOrderId: newRazorpayOrderId(),
      items,
      address,
      amounts: computeOrderAmounts(items),
      paymentMethod,
      deliverBy: null,
      createdAt: at,
    });
  };
  const invoiced = async (order: Order | null) => {
    const numbered = order && (await repos.orders.issueInvoiceNumber(user._id, order._id, FINANCIAL_YEAR));
    if (!numbered) throw new Error('the order got no invoice number');
    return numbered;
  };

  const online = await place('paid', 'online');
  const paid = await invoiced(await payInStore(repos, online._id, `pay_${name}`, at));
  const cod = await invoiced(await place('cod', 'cod'));
  const unpaid = await place('unpaid', 'online');
  await repos.reviews.save({
    userId: user._id,
    productId: product._id,
    review: { rating: 5, title: 'Light', text: 'Light and comfortable.' },
    at,
    since: at,
    maxWrites: 10,
  });
  return { userId: user._id, paid, cod, unpaid };
}

/**
 * An order of one seed product for `userId`, made through the repositories: online left unpaid,
 * online paid, or Cash on Delivery. For the stores' own tests of who has bought what.
 */
export async function orderFor(
  repos: Repositories,
  userId: string,
  productIndex: number,
  kind: 'unpaid' | 'paid' | 'cod',
  at: string,
): Promise<Order> {
  const product = seedProducts[productIndex];
  const [sample] = demoUsers[0]?.addresses ?? [];
  if (!product || !sample) throw new Error('the seed has no such product or no sample address');
  const { id: _sampleId, ...addressInput } = sample;
  const items = [{ _id: product._id, title: product.title, price: product.price, qty: 1, img: product.img }];
  const order = await placeInStore(repos, {
    userId,
    idempotencyKey: `${kind}-${productIndex}-${at}`,
    razorpayOrderId: kind === 'cod' ? null : newRazorpayOrderId(),
    items,
    address: await repos.addresses.insert(userId, addressInput, at),
    amounts: computeOrderAmounts(items),
    paymentMethod: kind === 'cod' ? 'cod' : 'online',
    deliverBy: null,
    createdAt: at,
  });
  if (kind !== 'paid') return order;
  return payInStore(repos, order._id, `pay_${order._id.slice(0, 8)}`, at);
}

/** Inserts an order as placing one does: its pairs are held for it (so its expiry or cancellation can give them back). */
async function placeInStore(repos: Repositories, order: NewOrder): Promise<Order> {
  if (await repos.stock.reserve(order.items.map(({ _id, qty }) => ({ productId: _id, qty })))) {
    throw new Error('the store has not the pairs this test order asks for');
  }
  return (await repos.orders.insert(order)).order;
}

/** Confirms an unpaid order with a payment, through the lifecycle as a payment does. */
export const payInStore = async (repos: Repositories, orderId: string, paymentId: string, at: string) =>
  (
    await repos.transaction((tx) =>
      moveOrder(tx, { seller: TEST_SELLER }, { orderId, to: 'confirmed', actor: 'payment', at, paymentId }),
    )
  ).order;

/** The next invoice number of the series the scenario uses, for another shopper's order. */
export async function nextInvoiceNumber(repos: Repositories, userId: string, at: string): Promise<string> {
  const order = await orderFor(repos, userId, 0, 'cod', at);
  const numbered = await repos.orders.issueInvoiceNumber(userId, order._id, FINANCIAL_YEAR);
  if (!numbered?.invoiceNumber) throw new Error('the order got no invoice number');
  return numbered.invoiceNumber;
}

/** What a store holds after the purge, read its own way (normalised: no account, no invoice → null). */
export interface PurgedStore {
  /** How many cart lines, addresses and reviews of `userId` are left. */
  rowsLeft(userId: string): Promise<number[]>;
  /** These orders with their account and invoice number, the uninvoiced first, then by number. */
  orders(orderIds: string[]): Promise<{ _id: string; userId: string | null; invoiceNumber: string | null }[]>;
}

/**
 * Removing an unused guest takes its cart, addresses and reviews, and keeps its orders and invoice
 * numbers with the account cleared, so the series has no hole: asked of one store (guest-purge.test.ts
 * on the embedded mock's, guest-purge.sql.test.ts on the SQL one), so the rule is written once.
 */
export async function expectPurgeKeepsOrders(repos: Repositories, store: PurgedStore): Promise<void> {
  const longAgo = '2026-01-01T10:00:00Z';
  const now = '2026-05-01T10:00:00Z';
  const guest = await guestWithOrders(repos, longAgo, 'forgotten');

  expect(await repos.guests.purgeUnused(now)).toBe(1);

  expect(await repos.users.findById(guest.userId)).toBeNull();
  expect(await store.rowsLeft(guest.userId)).toEqual([0, 0, 0]);
  expect(await store.orders([guest.paid._id, guest.cod._id, guest.unpaid._id])).toEqual([
    { _id: guest.unpaid._id, userId: null, invoiceNumber: null },
    { _id: guest.paid._id, userId: null, invoiceNumber: 'SH/26-27/000001' },
    { _id: guest.cod._id, userId: null, invoiceNumber: 'SH/26-27/000002' },
  ]);
  // The series goes on from the last number given: no hole, no number twice.
  expect(await nextInvoiceNumber(repos, demoUsers[0]?._id ?? '', now)).toBe('SH/26-27/000003');
}

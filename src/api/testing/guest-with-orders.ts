import { newRazorpayOrderId } from '@/api/orders/razorpay/ids';
import { demoUsers } from '@/api/accounts/demo-users';
import { seedProducts } from '@/api/catalogue/seed/data';
import type { Repositories } from '@/api/repositories';
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
    const { order } = await repos.orders.insert({
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
    return order;
  };
  const invoiced = async (order: Order | null) => {
    const numbered = order && (await repos.orders.issueInvoiceNumber(user._id, order._id, FINANCIAL_YEAR));
    if (!numbered) throw new Error('the order got no invoice number');
    return numbered;
  };

  const online = await place('paid', 'online');
  const paid = await invoiced(await repos.orders.markPaid(user._id, online._id, `pay_${name}`, at));
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
  const { order } = await repos.orders.insert({
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
  const paid = await repos.orders.markPaid(userId, order._id, `pay_${order._id.slice(0, 8)}`, at);
  if (!paid) throw new Error('the order could not be paid');
  return paid;
}

/** The next invoice number of the series the scenario uses, for another shopper's order. */
export async function nextInvoiceNumber(repos: Repositories, userId: string, at: string): Promise<string> {
  const order = await orderFor(repos, userId, 0, 'cod', at);
  const numbered = await repos.orders.issueInvoiceNumber(userId, order._id, FINANCIAL_YEAR);
  if (!numbered?.invoiceNumber) throw new Error('the order got no invoice number');
  return numbered.invoiceNumber;
}

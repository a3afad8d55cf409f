import { seedProducts } from '@/api/catalogue/seed/data';
import { paymentSignature } from '@/api/razorpay/signature';
import type { CartItem, CatalogueProduct, Order } from '@/shared/types';
import { call } from './api-client';
import { contractBackend } from './contract-backend';

/** The seed's product at `index`: the contract suites' sneakers. */
export function seedProduct(index: number): CatalogueProduct {
  const found = seedProducts[index];
  if (!found) throw new Error(`the seed has no product ${index}`);
  return found;
}

export const getCart = async (token: string) =>
  (await call<{ cart: CartItem[] }>('GET', '/user/cart', { token })).body.cart;

export const placeOrder = (token: string, json: unknown) =>
  call<{ order: Order; cart?: CartItem[] }>('POST', '/user/orders', { token, json });

/** Signed as Razorpay would sign it for the backend under test. */
export const signPayment = (orderId: string, paymentId: string) =>
  paymentSignature(contractBackend().secrets.razorpayKeySecret, orderId, paymentId);

/** Reports a payment of `order` as the checkout does, signed unless `signature` says otherwise. */
export async function pay(token: string, order: Order, paymentId: string, signature?: string) {
  return call<{ order: Order; cart: CartItem[] }>('POST', `/user/orders/${order._id}/payment`, {
    token,
    json: {
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.razorpayOrderId,
      razorpay_signature: signature ?? (await signPayment(order.razorpayOrderId, paymentId)),
    },
  });
}

/** Puts one pair of each seed product at `indexes` into the shopper's cart. */
export async function fillCart(token: string, ...indexes: number[]): Promise<void> {
  for (const index of indexes)
    await call('POST', '/user/cart', { token, json: { product: seedProduct(index) } });
}

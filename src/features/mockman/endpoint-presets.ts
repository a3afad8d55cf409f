import { GUEST_CREDENTIALS } from '@/shared/constants';
import type { RequestMethod } from './tester-types';

export interface EndpointPreset {
  id: string;
  group: string;
  label: string;
  method: RequestMethod;
  endpoint: string;
  /** A sample body; GET requests send none but the form still needs valid JSON. */
  body: unknown;
  needsToken: boolean;
  /** What to fill in before it answers 2xx, for a request that needs another answer's values. */
  note?: string;
}

/*
 * Sample ids from the seeded shop, so a picked request answers as it is. If the seed changes, the
 * tester's journey tests send these and fail.
 */
export const SAMPLE_PRODUCT = { _id: 'efdf73e8-5752-4109-a2eb-220597e5d56c', title: 'Nike Air Pulse Runner' };
const SAMPLE_CATEGORY_ID = 'fe555867-3607-4e87-8d40-64a268522726';
const SAMPLE_ADDRESS_ID = '0c9f3b52-8e7d-4a16-b2c4-5d1e6f7a8b90';
const SAMPLE_TODO_ID = '1f0e2d3c-4b5a-4968-8776-655443322110';
/** No order exists until one is placed: paying one takes the ids from that answer. */
export const SAMPLE_ORDER_ID = '5e0c1d2b-3a49-4f86-9b7e-8d6c5b4a3f21';

const SAMPLE_ADDRESS = {
  name: 'Asha Verma',
  mobile: '9123456780',
  pincode: '400050',
  city: 'Mumbai',
  residence: '22, Hill Road, Bandra West',
  alternatemobile: '',
  state: 'Maharashtra',
};

/** Endpoints about the session the token names. */
const SESSION_ENDPOINTS = ['/api/auth/logout', '/api/auth/logout-all', '/api/auth/password'];

/** The sample ids in a path, shown as `:id` in the picker. */
const SAMPLE_ID = /[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}/g;

export const displayPath = (endpoint: string) => endpoint.replace(SAMPLE_ID, ':id');

const preset = (
  group: string,
  id: string,
  label: string,
  method: RequestMethod,
  endpoint: string,
  body: unknown = {},
  note?: string,
): EndpointPreset => ({
  id,
  group,
  label,
  method,
  endpoint,
  body,
  // The shopper's own resources, the session and password, and writing a review (reading is open).
  needsToken:
    endpoint.startsWith('/api/user/') ||
    SESSION_ENDPOINTS.includes(endpoint) ||
    (method === 'PUT' && endpoint.endsWith('/reviews')),
  ...(note === undefined ? {} : { note }),
});

/**
 * The /api contract (docs/api.md), one sample request per endpoint. The tester's tests list the
 * endpoints from the mock's handlers and fail on one without a preset here.
 */
export const endpointPresets: readonly EndpointPreset[] = [
  preset('Test todos', 'todos-list', 'List the todos', 'GET', '/api/test-todos'),
  preset('Test todos', 'todos-add', 'Add a todo', 'POST', '/api/test-todos', {
    todo: { title: 'Lace up and run' },
  }),
  preset('Test todos', 'todos-delete', 'Delete a todo', 'DELETE', `/api/test-todos/${SAMPLE_TODO_ID}`),
  preset('Auth', 'auth-guest', "The guest's credentials", 'POST', '/api/auth/guest'),
  preset('Auth', 'auth-login', 'Log in as the guest', 'POST', '/api/auth/login', { ...GUEST_CREDENTIALS }),
  preset('Auth', 'auth-signup', 'Sign up a new shopper', 'POST', '/api/auth/signup', {
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha.verma@example.in',
    password: 'asha-runs-daily',
  }),
  preset(
    'Auth',
    'auth-logout',
    'Log this session out',
    'POST',
    '/api/auth/logout',
    {},
    "Ends the session whose token it sends: the shop's own, if that is the token.",
  ),
  preset(
    'Auth',
    'auth-logout-all',
    'Log out of all devices',
    'POST',
    '/api/auth/logout-all',
    {},
    "Ends every session of the token's account, the shop's own too.",
  ),
  preset(
    'Auth',
    'auth-password',
    'Change the password',
    'POST',
    '/api/auth/password',
    { currentPassword: GUEST_CREDENTIALS.password, newPassword: 'guest-sneakers-2' },
    'Ends every other session; the answer carries a fresh token for this one.',
  ),
  preset(
    'Auth',
    'user-language',
    "Save the shopper's language",
    'PUT',
    '/api/user/language',
    { language: 'hi' },
    'Kept on the account: the next login answers it as foundUser.language.',
  ),
  preset(
    'Auth',
    'auth-password-reset',
    'Forgot password: ask for a link',
    'POST',
    '/api/auth/password-reset',
    {
      email: GUEST_CREDENTIALS.email,
    },
  ),
  preset(
    'Auth',
    'auth-password-reset-confirm',
    'Forgot password: set a new one',
    'POST',
    '/api/auth/password-reset/confirm',
    { token: '<the token of the emailed link>', newPassword: 'guest-sneakers-2' },
    "Needs the token of a link: ask for one, then copy it from the test mailbox's link (GET /api/test-mailbox).",
  ),
  preset(
    'Auth',
    'test-mailbox',
    "The test mailbox: the emails the mock didn't send",
    'GET',
    '/api/test-mailbox',
  ),
  preset('Catalogue', 'products-list', 'All products', 'GET', '/api/products'),
  preset('Catalogue', 'products-one', 'One product', 'GET', `/api/products/${SAMPLE_PRODUCT._id}`),
  preset(
    'Reviews',
    'reviews-list',
    "A sneaker's reviews",
    'GET',
    `/api/products/${SAMPLE_PRODUCT._id}/reviews`,
  ),
  preset(
    'Reviews',
    'reviews-write',
    'Review a sneaker you bought',
    'PUT',
    `/api/products/${SAMPLE_PRODUCT._id}/reviews`,
    { rating: 5, title: 'Light and quick', text: 'Ran my first 10K in these.' },
    'Needs a paid or Cash on Delivery order of this sneaker: place one first.',
  ),
  preset('Catalogue', 'categories-list', 'All categories', 'GET', '/api/categories'),
  preset('Catalogue', 'categories-one', 'One category', 'GET', `/api/categories/${SAMPLE_CATEGORY_ID}`),
  preset('Seller', 'seller', 'Seller details and contacts', 'GET', '/api/seller'),
  preset('Seller', 'complaint-file', 'Complain to the grievance officer', 'POST', '/api/complaints', {
    name: 'Asha Verma',
    email: 'asha.verma@example.in',
    subject: 'My refund has not arrived',
    message: 'I returned a pair a week ago and the refund is still pending.',
  }),
  preset('Delivery', 'pincode-delivery', 'Delivery date to a pincode', 'GET', '/api/pincodes/560034'),
  preset('Cart', 'cart-get', 'The cart', 'GET', '/api/user/cart'),
  preset('Cart', 'cart-add', 'Add a sneaker', 'POST', '/api/user/cart', { product: SAMPLE_PRODUCT }),
  preset('Cart', 'cart-increment', 'One more of a sneaker', 'POST', `/api/user/cart/${SAMPLE_PRODUCT._id}`, {
    action: { type: 'increment' },
  }),
  preset('Cart', 'cart-decrement', 'One less of a sneaker', 'POST', `/api/user/cart/${SAMPLE_PRODUCT._id}`, {
    action: { type: 'decrement' },
  }),
  preset('Cart', 'cart-remove', 'Remove a sneaker', 'DELETE', `/api/user/cart/${SAMPLE_PRODUCT._id}`),
  preset('Wishlist', 'wishlist-get', 'The wishlist', 'GET', '/api/user/wishlist'),
  preset('Wishlist', 'wishlist-add', 'Wish for a sneaker', 'POST', '/api/user/wishlist', {
    product: SAMPLE_PRODUCT,
  }),
  preset(
    'Wishlist',
    'wishlist-remove',
    'Unwish a sneaker',
    'DELETE',
    `/api/user/wishlist/${SAMPLE_PRODUCT._id}`,
  ),
  preset('Updates', 'updates-get', 'The newest updates', 'GET', '/api/user/updates'),
  preset('Updates', 'updates-read', 'Mark every update read', 'POST', '/api/user/updates/read', {}),
  preset('Addresses', 'addresses-get', 'Saved addresses', 'GET', '/api/user/addresses'),
  preset('Addresses', 'addresses-add', 'Add an address', 'POST', '/api/user/addresses', {
    address: SAMPLE_ADDRESS,
  }),
  preset(
    'Addresses',
    'addresses-update',
    'Update an address',
    'PUT',
    `/api/user/addresses/${SAMPLE_ADDRESS_ID}`,
    {
      address: { ...SAMPLE_ADDRESS, name: 'Guest Shopper', city: 'Pune', pincode: '411005' },
    },
  ),
  preset(
    'Addresses',
    'addresses-select',
    'Select an address',
    'POST',
    `/api/user/addresses/${SAMPLE_ADDRESS_ID}/select`,
  ),
  preset(
    'Addresses',
    'addresses-delete',
    'Delete an address',
    'DELETE',
    `/api/user/addresses/${SAMPLE_ADDRESS_ID}`,
  ),
  preset('Orders', 'orders-list', 'Order history', 'GET', '/api/user/orders'),
  preset('Orders', 'orders-place', 'Place an order from the cart', 'POST', '/api/user/orders', {
    addressId: SAMPLE_ADDRESS_ID,
    idempotencyKey: 'request-tester-1',
  }),
  preset(
    'Orders',
    'orders-one',
    'One order and its tax invoice',
    'GET',
    `/api/user/orders/${SAMPLE_ORDER_ID}`,
    undefined,
    "Put the order's _id from 'Place an order' in the path.",
  ),
  preset(
    'Orders',
    'orders-return',
    'Return pairs of a delivered order',
    'POST',
    `/api/user/orders/${SAMPLE_ORDER_ID}/returns`,
    { lines: [{ productId: SAMPLE_PRODUCT._id, qty: 1 }], reason: 'too_small' },
    "Put a delivered order's _id in the path (staff deliver it in the console); a Cash on Delivery order also needs a upiId such as name@okaxis.",
  ),
  preset(
    'Orders',
    'orders-cancel',
    'Cancel an order (confirmed or packed)',
    'POST',
    `/api/user/orders/${SAMPLE_ORDER_ID}/cancel`,
    { reason: 'changed_mind', note: 'Ordered the wrong size' },
    "Put the order's _id in the path; a paid order is refunded and gets a credit note.",
  ),
  preset(
    'Orders',
    'orders-credit-note',
    'One credit note of an order',
    'GET',
    `/api/user/orders/${SAMPLE_ORDER_ID}/credit-notes/CN%2F26-27%2F000001`,
    undefined,
    "Put the order's _id in the path, and a number from its afterSales.creditNotes (its slashes as %2F).",
  ),
  preset('Payment', 'payments-config', 'Which checkout to load', 'GET', '/api/payments/config'),
  preset(
    'Payment',
    'orders-pay',
    'Confirm the payment of an order',
    'POST',
    `/api/user/orders/${SAMPLE_ORDER_ID}/payment`,
    {
      razorpay_payment_id: 'pay_…',
      razorpay_order_id: 'order_…',
      razorpay_signature: '…',
    },
    "Put the order's _id from 'Place an order' in the path and its razorpayOrderId in the body; the payment id and signature come from the checkout (the signature is HMAC-SHA256 of order_id|payment_id).",
  ),
];

/** The presets by group, in the order above, for the picker's option groups. */
export function presetGroups(): [string, EndpointPreset[]][] {
  const groups = new Map<string, EndpointPreset[]>();
  for (const item of endpointPresets) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups];
}

export function findPreset(id: string): EndpointPreset | undefined {
  return endpointPresets.find((item) => item.id === id);
}

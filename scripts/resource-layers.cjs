/**
 * The order backend resources (src/api's folders but its plumbing) import each other in, lower
 * first: a resource imports only resources of a lower layer (scripts/resource-layers.test.ts checks;
 * docs/architecture.md, Resources, explains). The one place this order is written.
 */
const resourceLayers = [
  ['accounts', 'messages', 'pincodes', 'razorpay', 'reviews', 'seller', 'test-todos'],
  ['addresses', 'password-resets', 'staff'],
  ['catalogue', 'complaints', 'refunds'],
  ['cart', 'stock', 'wishlist'],
  ['orders'],
  ['payments', 'reports', 'returns'],
  ['dashboard'],
];

/**
 * src/api's folders that are plumbing, not resources (`words`: the refusals' words in each
 * language, which every resource may raise and `http` answers in the request's language).
 */
const apiPlumbing = ['http', 'limits', 'testing', 'sql-migrations', 'words'];

module.exports = { apiPlumbing, resourceLayers };

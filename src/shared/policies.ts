/**
 * The policies the Consumer Protection (E-Commerce) Rules, 2020 ask a shop to show, by the slug of
 * their page (/policies/:slug), in the order the footer and checkout list them.
 */
export const POLICY_TITLES = {
  returns: 'Returns policy',
  refunds: 'Refund policy',
  cancellation: 'Cancellation policy',
  shipping: 'Shipping policy',
  'payment-security': 'Payment security policy',
} as const;
export type PolicySlug = keyof typeof POLICY_TITLES;
export const POLICY_SLUGS = Object.keys(POLICY_TITLES) as PolicySlug[];

export const isPolicySlug = (slug: string): slug is PolicySlug => Object.hasOwn(POLICY_TITLES, slug);

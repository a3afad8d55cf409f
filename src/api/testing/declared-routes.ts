import type { Backend } from '@/api/backend';
import { apiRoutes } from '@/api/every-route';

/**
 * Every route any backend declares (the server's offline checkout and Razorpay's webhook
 * included), read from the route list itself, so a suite that walks them walks routes added later
 * too. The stand-in backend is never called: building the routes reads only its payment setup.
 */
export const declaredRoutes = apiRoutes({
  payments: { keyId: '', scriptUrl: '', testCheckout: 'server' },
  razorpay: { api: {}, webhookSecret: 'walk' },
  repos: {},
  secrets: {},
} as unknown as Backend);

/** A path of `pattern` under /api with every parameter filled (an id that exists or not). */
export const concretePath = (pattern: string) => pattern.replace(/^\/api/, '').replace(/:(\w+)/g, 'any-$1');

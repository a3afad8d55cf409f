import type { Backend } from './backend';
import { complaintRoutes } from './complaints';
import type { ApiRoute } from './http/route';
import { updateRoutes } from './messages';
import { cancelRoutes } from './orders/cancel-routes';
import { orderRoutes } from './orders/routes';
import { payOrderRoutes, paymentRoutes, razorpayWebhookRoutes } from './payments';
import { refundRoutes } from './refunds/routes';
import { returnRoutes } from './returns';
import { passwordResetRoutes } from './password-resets';

/**
 * A shopper's endpoints from placing an order on: orders, paying (and the offline checkout that
 * stands in for Razorpay), Razorpay's webhook, cancellations and credit notes, returns, the
 * shopper's updates and complaints; and forgot password with the mock's test mailbox. None is called before a shopper orders, signs in or writes to
 * the seller, so the embedded mock loads this module, and the code only it needs, the first time a
 * request under ORDER_API_PATHS comes (./routes.ts); the Node server registers it up front
 * (./every-route.ts). Every path here lies under ORDER_API_PATHS (src/api/routes.test.ts checks).
 */
export function orderApiRoutes(backend: Backend): ApiRoute[] {
  return [
    ...orderRoutes(backend),
    ...cancelRoutes(backend),
    ...refundRoutes(backend),
    ...returnRoutes(backend),
    ...updateRoutes(backend),
    ...paymentRoutes(backend),
    ...payOrderRoutes(backend),
    ...razorpayWebhookRoutes(backend),
    ...complaintRoutes(backend),
    ...passwordResetRoutes(backend),
  ];
}

/** Payments: paying an order, Razorpay's webhooks, late payments and the offline test checkout. What the server's wiring uses of it. */
export { payOrderRoutes } from './pay-order-routes';
export { paymentRoutes } from './payment-routes';
export { razorpayWebhookRoutes } from './webhook-routes';

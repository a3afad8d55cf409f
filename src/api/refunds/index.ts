/** Refunds: recording one, settling it at Razorpay, its webhook events, and the payouts. What other resources use of it. */
export { isRefundEvent, settleFromRefundEvent, type RazorpayRefundEntity } from './refund-events';
export { afterSalesOf, recordRefund } from './refunds';
export { settleRefunds } from './settle';

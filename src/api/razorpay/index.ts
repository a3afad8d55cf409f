/** Razorpay: its API and errors, its ids, the checks of a payment against an order, and signatures. What other resources use of it. */
export { RazorpayApiError, type RazorpayAccount, type RazorpayPaymentEntity } from './api';
export { RAZORPAY_ID, newRazorpayId, newRazorpayOrderId } from './ids';
export { confirmAtRazorpay, createRazorpayOrder, paysFor } from './razorpay-checks';
export { paymentSignature, webhookSignature } from './signature';

import { primaryKey } from '@mswjs/data';

/** This resource's @mswjs/data models (rows shoppers create, saved by src/mocks/persistence); composed in src/api/memory-db.ts. */
export const orderModels = {
  order: {
    _id: primaryKey(String),
    /** The serial of the order's number (src/shared/order-number.ts): the highest so far plus one. */
    number: Number,
    userId: String,
    idempotencyKey: String,
    razorpayOrderId: String,
    status: String,
    /** PaymentState (src/shared/order-lifecycle.ts). */
    paymentState: String,
    /** OrderEvent[] as JSON, oldest first. */
    timelineJson: String,
    /** Whether the order's pairs are counted in the stock records (every order placed since stock was kept). */
    stockHeld: Boolean,
    /** 'online' or 'cod'. */
    paymentMethod: String,
    itemsJson: String,
    addressJson: String,
    subTotal: Number,
    delivery: Number,
    discount: Number,
    grandTotal: Number,
    amountPaise: Number,
    paymentId: String,
    createdAt: String,
    paidAt: String,
    /** YYYY-MM-DD, '' when none was promised. */
    deliverBy: String,
    /** '' until the order is confirmed. */
    invoiceNumber: String,
  },
};

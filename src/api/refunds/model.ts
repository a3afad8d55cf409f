import { primaryKey } from '@mswjs/data';

/**
 * Refunds and GST credit notes as @mswjs/data models (snapshot v8), saved with the shoppers' rows
 * (src/mocks/persistence); composed in src/api/memory-db.ts. An absent optional field is ''.
 */
export const refundModels = {
  refund: {
    _id: primaryKey(String),
    /** One refund per order, cause and return: src/api/refunds/refunds.ts makes it. */
    key: String,
    orderId: String,
    cause: String,
    amountPaise: Number,
    route: String,
    upiId: String,
    state: String,
    returnId: String,
    createdAt: String,
    processedAt: String,
    reference: String,
    creditNoteNumber: String,
    gatewayRefundId: String,
  },
  creditNote: {
    number: primaryKey(String),
    key: String,
    orderId: String,
    issuedAt: String,
    /** The CreditNote as JSON. */
    noteJson: String,
  },
};

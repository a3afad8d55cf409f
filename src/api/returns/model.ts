import { primaryKey } from '@mswjs/data';

/** This resource's @mswjs/data models (rows shoppers create, saved by src/mocks/persistence); composed in src/api/memory-db.ts. */
export const returnModels = {
  orderReturn: {
    _id: primaryKey(String),
    orderId: String,
    userId: String,
    /** OrderLineRef[] as JSON. */
    linesJson: String,
    reason: String,
    /** ReturnState (src/shared/returns.ts). */
    state: String,
    /** ReturnStep[] as JSON, oldest first. */
    stepsJson: String,
    /** Meaningful once received. */
    resellable: Boolean,
    /** The pickup Address as JSON, as it was when the return was asked for. */
    pickupAddressJson: String,
    /** '' for an order paid online. */
    upiId: String,
    /** '' until received. */
    refundId: String,
    /** Insertion order, for newest first: timestamps have whole seconds only. */
    seq: Number,
  },
};

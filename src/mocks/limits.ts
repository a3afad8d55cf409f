/** Caps on what one shopper can make the backend store; each refusal is a readable 4xx. */
export const MAX_QTY_PER_LINE = 10;
export const MAX_ADDRESSES_PER_USER = 20;

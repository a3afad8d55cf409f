/** What the shopper is told after cancelling an order or asking for a return. */
export const cancelMessages = {
  cancelled: 'Your order is cancelled.',
  cancelledRefund: 'Your order is cancelled and your refund is on its way.',
  chooseReason: 'Choose why you are cancelling.',
};

export const returnOrderMessages = {
  requested: 'Your return is requested. We will tell you when it is approved.',
};

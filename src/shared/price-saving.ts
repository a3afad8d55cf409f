/**
 * How much below its MRP a price is, in whole percent, rounded down so the shop never claims more
 * than the shopper saves (₹3,599 → ₹3,199 is 11 %). 0 when the price is the MRP.
 */
export function savingPercent(price: number, mrp: number): number {
  if (!(mrp > price)) return 0;
  return Math.floor(((mrp - price) * 100) / mrp);
}

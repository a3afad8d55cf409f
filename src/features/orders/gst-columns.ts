/**
 * A GST document's columns: `before` the tax (the first is the line's description), the tax in the
 * invoice's split (CGST and SGST within the seller's state, IGST across states), the total. The
 * heads and each cell's label on a phone (where a line stacks as label–value pairs) are these.
 */
export const gstColumns = (before: readonly string[], intra: boolean): string[] => [
  ...before,
  ...(intra ? ['CGST', 'SGST'] : ['IGST']),
  'Total',
];

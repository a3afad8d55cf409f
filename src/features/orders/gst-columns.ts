/**
 * A GST document's columns: `before` the tax (the first is the line's description), the tax in the
 * invoice's split (CGST and SGST within the seller's state, IGST across states), the total. The
 * heads and each cell's label on a phone (where a line stacks as label–value pairs) are these; the
 * words come in the page's language (`total` too), the taxes' names are the law's in any language.
 */
export const gstColumns = (before: readonly string[], intra: boolean, total: string): string[] => [
  ...before,
  ...(intra ? ['CGST', 'SGST'] : ['IGST']),
  total,
];

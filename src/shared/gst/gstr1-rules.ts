/**
 * What GSTR-1 asks of a B2C seller, as data: the one place these rules are written
 * (docs/decisions.md, GSTR-1, gives the sources).
 */

/**
 * B2C (Large), table 5: an inter-state invoice to an unregistered buyer whose value (tax included)
 * is above the limit in force on the invoice's date. CGST Rules, rule 59(4): ₹2,50,000 until
 * Notification No. 12/2024–Central Tax of 10 July 2024 made it ₹1,00,000 from 1 August 2024.
 */
export const B2CL_LIMITS: readonly { effectiveFrom: string; limitRupees: number }[] = [
  { effectiveFrom: '2017-07-01', limitRupees: 250_000 },
  { effectiveFrom: '2024-08-01', limitRupees: 100_000 },
];

/** The B2C (Large) limit, in paise, on `date` (YYYY-MM-DD, in India). */
export function b2clLimitPaise(date: string): number {
  const inForce = B2CL_LIMITS.filter((limit) => limit.effectiveFrom <= date).at(-1) ?? B2CL_LIMITS[0];
  return (inForce?.limitRupees ?? 0) * 100;
}

/**
 * Table 12 (HSN summary) is split into B2B and B2C rows for returns from May 2025 (the portal's
 * phase III): the JSON's `hsn.hsn_b2c`; earlier periods keep one list, `hsn.data`.
 */
export const HSN_SPLIT_FROM_PERIOD = '2025-05';

/** The unit quantity code for footwear: pairs. */
export const FOOTWEAR_UQC = 'PRS';

/** Table 12's description (the portal keeps 30 characters). */
export const SNEAKER_HSN_DESCRIPTION = 'FOOTWEAR, TEXTILE UPPERS';

/** Table 13's natures of document the shop issues. */
export const DOCUMENT_NATURES = {
  invoices: { number: 1, name: 'Invoices for outward supply' },
  creditNotes: { number: 5, name: 'Credit Note' },
} as const;

/** B2C supplies made by the seller itself, not through an e-commerce operator (table 7's `typ`). */
export const B2CS_TYPE = 'OE';

/**
 * GST rates on footwear (HSN chapter 64), as data: the one place they are written. Each schedule
 * holds from its date until the next one; a slab applies when the sale value of one pair, GST
 * excluded, is at most `maxPerPairRupees` (null: no upper bound).
 *
 * Source of the current schedule: the 56th GST Council meeting of 3 September 2025 (press release
 * of the Ministry of Finance, PIB, 3 September 2025), given effect from 22 September 2025 by CBIC's
 * Notification No. 9/2025–Central Tax (Rate) of 17 September 2025: footwear of sale value not
 * exceeding ₹2,500 per pair moved from 12 % to 5 %; above ₹2,500 it stays at 18 %.
 * Source of the one before: the 45th GST Council (17 September 2021), from 1 January 2022: 12 % up
 * to ₹1,000 per pair, 18 % above.
 */
export interface GstSlab {
  maxPerPairRupees: number | null;
  ratePercent: number;
}

export interface GstSchedule {
  /** YYYY-MM-DD, in India. */
  effectiveFrom: string;
  slabs: readonly GstSlab[];
  source: string;
}

/** Oldest first. */
export const FOOTWEAR_GST_SCHEDULES: readonly GstSchedule[] = [
  {
    effectiveFrom: '2022-01-01',
    slabs: [
      { maxPerPairRupees: 1000, ratePercent: 12 },
      { maxPerPairRupees: null, ratePercent: 18 },
    ],
    source: '45th GST Council, 17 September 2021; effective 1 January 2022',
  },
  {
    effectiveFrom: '2025-09-22',
    slabs: [
      { maxPerPairRupees: 2500, ratePercent: 5 },
      { maxPerPairRupees: null, ratePercent: 18 },
    ],
    source:
      '56th GST Council, 3 September 2025; Notification No. 9/2025–Central Tax (Rate), 17 September 2025; effective 22 September 2025',
  },
];

/**
 * HSN code printed for every sneaker: 6404, footwear with outer soles of rubber or plastics and
 * uppers of textile materials. The catalogue holds no material per product; a shop that sells
 * leather uppers (6403) needs the code per product.
 */
export const SNEAKER_HSN = '6404';

/** The schedule in force on `date` (YYYY-MM-DD). */
export function footwearScheduleOn(date: string): GstSchedule {
  const inForce = FOOTWEAR_GST_SCHEDULES.filter((schedule) => schedule.effectiveFrom <= date).at(-1);
  if (!inForce) throw new Error(`no footwear GST schedule is in force on ${date}`);
  return inForce;
}

import type { SHOE_SIZES } from '@/shared/constants';

type ShoeSize = (typeof SHOE_SIZES)[number];

interface SizeConversion {
  uk: number;
  us: number;
  eu: number;
  /** Foot length, heel to longest toe. */
  footCm: number;
}

/**
 * The spec's sizes in the other systems. The spec's list follows Nike's men's chart, which has two
 * UK 6 (US 6.5 = EU 39, US 7 = EU 40): hence its '6 (EU 39)' and 'UK 6 (EU 40)'. Typed by the
 * spec's list, so a size added there and missing here does not compile.
 */
export const SIZE_CHART: Record<ShoeSize, SizeConversion> = {
  '5.5': { uk: 5.5, us: 6, eu: 38.5, footCm: 24 },
  '6 (EU 39)': { uk: 6, us: 6.5, eu: 39, footCm: 24.5 },
  'UK 6 (EU 40)': { uk: 6, us: 7, eu: 40, footCm: 25 },
  'UK 7': { uk: 7, us: 8, eu: 41, footCm: 26 },
  'UK 7.5': { uk: 7.5, us: 8.5, eu: 42, footCm: 26.5 },
  'UK 8': { uk: 8, us: 9, eu: 42.5, footCm: 27 },
  'UK 8.5': { uk: 8.5, us: 9.5, eu: 43, footCm: 27.5 },
  'UK 9': { uk: 9, us: 10, eu: 44, footCm: 28 },
  'UK 9.5': { uk: 9.5, us: 10.5, eu: 44.5, footCm: 28.5 },
  'UK 10': { uk: 10, us: 11, eu: 45, footCm: 29 },
  'UK 10.5': { uk: 10.5, us: 11.5, eu: 45.5, footCm: 29.5 },
  'UK 11': { uk: 11, us: 12, eu: 46, footCm: 30 },
};

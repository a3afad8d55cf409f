import type { PincodePlace } from './pincode-table';

/**
 * The shop's delivery promise (DECISIONS, "Pincodes and delivery dates"): one warehouse in
 * Bengaluru; an order placed before 14:00 India time on a working day leaves that day, else on the
 * next working day; days on the road by the straight-line distance; nothing moves on a Sunday.
 */
export const WAREHOUSE = { pincode: '560100', lat: 13.23, lon: 77.58 } as const;

/** India has one time zone and no daylight saving: UTC+05:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DISPATCH_CUTOFF_HOUR = 14;

/** Days on the road, by distance from the warehouse: up to `km`, `days`. */
const TRANSIT_DAYS: readonly { km: number; days: number }[] = [
  { km: 100, days: 1 },
  { km: 600, days: 2 },
  { km: 1200, days: 3 },
  { km: 2000, days: 5 },
  { km: Infinity, days: 7 },
];

/** Great-circle distance in km (haversine; the Earth as a sphere of radius 6,371 km). */
export function distanceKm(from: { lat: number; lon: number }, to: { lat: number; lon: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

export function transitDays(place: Pick<PincodePlace, 'lat' | 'lon'>): number {
  const km = distanceKm(WAREHOUSE, place);
  return TRANSIT_DAYS.find((band) => km <= band.km)?.days ?? 7;
}

/** Midnight (as a UTC date) of the India calendar day `now` falls on, and the hour there. */
function indiaDay(now: Date): { day: Date; hour: number } {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  const day = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
  return { day, hour: shifted.getUTCHours() };
}

const nextDay = (day: Date) => new Date(day.getTime() + DAY_MS);
const isSunday = (day: Date) => day.getUTCDay() === 0;

/** The date (YYYY-MM-DD, India time) by which an order placed at `now` reaches `place`. */
export function deliveryDateFor(place: Pick<PincodePlace, 'lat' | 'lon'>, now: Date): string {
  const { day: today, hour } = indiaDay(now);
  let day = hour < DISPATCH_CUTOFF_HOUR ? today : nextDay(today);
  while (isSunday(day)) day = nextDay(day);
  for (let left = transitDays(place); left > 0;) {
    day = nextDay(day);
    if (!isSunday(day)) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/**
 * Seconds until an answer given at `now` may change: the next dispatch cut-off (at midnight the
 * day an order leaves stays the same). A cache may keep a delivery date that long.
 */
export function secondsUntilPromiseChanges(now: Date): number {
  const { day: today, hour } = indiaDay(now);
  const cutoffDay = hour < DISPATCH_CUTOFF_HOUR ? today : nextDay(today);
  const cutoff = cutoffDay.getTime() + DISPATCH_CUTOFF_HOUR * 60 * 60 * 1000 - IST_OFFSET_MS;
  return Math.max(1, Math.ceil((cutoff - now.getTime()) / 1000));
}

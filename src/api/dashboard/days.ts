import { badRequest } from '@/api/http/http-error';
import { dashboardMessages, MAX_DASHBOARD_DAYS } from '@/shared/dashboard';

/**
 * India's calendar days as the dashboard counts them. India keeps one offset all year (no summer
 * time), so a day is 24 hours from 18:30 UTC the evening before, on every backend alike.
 */
const INDIA_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

const stamp = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The India day (YYYY-MM-DD) a timestamp falls on. */
export const indiaDay = (timestamp: string): string =>
  new Date(Date.parse(timestamp) + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** The day `days` after `day` (before, when negative). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How many days `from` to `to` span, both counted. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Every day from `from` to `to`, in order. */
export const eachDay = (from: string, to: string): string[] =>
  Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, index) => addDays(from, index));

/** The timestamps a run of India days covers: `since` inclusive, `until` exclusive. */
export interface DayRange {
  since: string;
  until: string;
}

export const rangeOf = (from: string, to: string): DayRange => ({
  since: stamp(Date.parse(`${from}T00:00:00Z`) - INDIA_OFFSET_MS),
  until: stamp(Date.parse(`${to}T00:00:00Z`) + DAY_MS - INDIA_OFFSET_MS),
});

function dayOf(value: string, name: 'from' | 'to'): string {
  const message = dashboardMessages.dayInvalid(name);
  const ms = DAY_FORMAT.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  // Date.parse rolls 2026-02-30 over to March: a day that does not come back as itself is none.
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) {
    throw badRequest(message, { [name]: message });
  }
  return value;
}

/**
 * The chosen period from `?from=&to=`: both or neither (then the 30 days to `today`), `from` on or
 * before `to`, at most MAX_DASHBOARD_DAYS long. Null when neither was given.
 */
export function chosenDays(url: URL): { from: string; to: string } | null {
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  if (from === '' && to === '') return null;
  if (from === '' || to === '') throw badRequest(dashboardMessages.bothOrNeither);
  const chosen = { from: dayOf(from, 'from'), to: dayOf(to, 'to') };
  if (chosen.from > chosen.to) {
    throw badRequest(dashboardMessages.fromAfterTo, { from: dashboardMessages.fromAfterTo });
  }
  if (daysBetween(chosen.from, chosen.to) > MAX_DASHBOARD_DAYS) throw badRequest(dashboardMessages.tooLong);
  return chosen;
}

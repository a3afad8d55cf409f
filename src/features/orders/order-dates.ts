import { formatCalendarDay } from '@/shared/calendar-day';

// India time whatever the device's zone: the shop, its couriers and its invoices keep IST.
const placedFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** A timestamp in India time: 24 Nov 2026, 3:30 pm. */
export const formatPlacedAt = (timestamp: string) => placedFormat.format(new Date(timestamp));

/** A calendar date (YYYY-MM-DD) with its year: Friday, 27 November 2026. */
export const formatDay = (date: string) => formatCalendarDay(date, { withYear: true });

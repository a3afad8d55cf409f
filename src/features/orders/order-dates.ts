import { formatCalendarDay } from '@/shared/calendar-day';

const placedFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp as the shopper's clock reads it: 24 Nov 2026, 3:30 pm. */
export const formatPlacedAt = (timestamp: string) => placedFormat.format(new Date(timestamp));

/** A calendar date (YYYY-MM-DD) with its year: Friday, 27 November 2026. */
export const formatDay = (date: string) => formatCalendarDay(date, { withYear: true });

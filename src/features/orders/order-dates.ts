import { formatCalendarDay } from '@/shared/calendar-day';

/** A calendar date (YYYY-MM-DD) with its year: Friday, 27 November 2026. */
export const formatDay = (date: string) => formatCalendarDay(date, { withYear: true });

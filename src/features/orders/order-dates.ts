import { formatCalendarDay } from '@/shared/calendar-day';
import type { Locale } from '@/shared/i18n/locales';

/** A calendar date (YYYY-MM-DD) with its year: Friday, 27 November 2026. */
export const formatDay = (date: string, locale: Locale = 'en') =>
  formatCalendarDay(date, { withYear: true, locale });

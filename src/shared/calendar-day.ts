import { formatterPerLocale } from './i18n/formatters';
import type { Locale } from './i18n/locales';

// The date is India's calendar day already (the server's): written as it is, in UTC, never shifted.
const dayFormats = {
  short: formatterPerLocale(
    (tag) =>
      new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
  ),
  withYear: formatterPerLocale(
    (tag) =>
      new Intl.DateTimeFormat(tag, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ),
};

/**
 * A calendar date (YYYY-MM-DD, India's calendar day as the server says it) as it is written:
 * 'Thursday, 26 November', or 'Thursday, 26 November 2026' with its year (an invoice, an order);
 * in Hindi 'गुरुवार, 26 नवंबर' (Latin digits, as Indian shops write them: hi-IN's own).
 */
export function formatCalendarDay(
  date: string,
  { withYear = false, locale = 'en' }: { withYear?: boolean; locale?: Locale } = {},
): string {
  return dayFormats[withYear ? 'withYear' : 'short'](locale).format(new Date(`${date}T00:00:00Z`));
}

import { formatterPerLocale } from './i18n/formatters';
import type { Locale } from './i18n/locales';

// India time whatever the device's zone: the shop, its staff, its couriers and its invoices keep IST.
const indiaTime = formatterPerLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }),
);

/** A timestamp in India time: 24 Nov 2026, 3:30 pm (hi: 24 नव॰ 2026, 3:30 pm). */
export const formatIndiaTime = (timestamp: string, locale: Locale = 'en') =>
  indiaTime(locale).format(new Date(timestamp));

const indiaDate = formatterPerLocale(
  (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }),
);

/**
 * A timestamp's day in India: 27 Nov 2026 for 26 Nov, 8:30 pm UTC. The same on the server (UTC)
 * that renders a page and on the phone that hydrates it, wherever it is.
 */
export const formatIndiaDate = (timestamp: string, locale: Locale = 'en') =>
  indiaDate(locale).format(new Date(timestamp));

const dayFormats = {
  short: new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }),
  withYear: new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

/**
 * A calendar date (YYYY-MM-DD, India's calendar day as the server says it) as it is written:
 * 'Thursday, 26 November', or 'Thursday, 26 November 2026' with its year (an invoice, an order).
 */
export function formatCalendarDay(date: string, { withYear = false } = {}): string {
  return dayFormats[withYear ? 'withYear' : 'short'].format(new Date(`${date}T00:00:00Z`));
}

const placedFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A timestamp as the shopper's clock reads it: 24 Nov 2026, 3:30 pm. */
export const formatPlacedAt = (timestamp: string) => placedFormat.format(new Date(timestamp));

/** A calendar date (YYYY-MM-DD) as it is written: Friday, 27 November 2026. */
export const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

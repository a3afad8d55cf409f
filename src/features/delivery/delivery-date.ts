const weekdayAndDate = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** '2026-11-26' → 'Thursday, 26 November' (the date is India's calendar day, as the server says). */
export function formatDeliveryDate(date: string): string {
  return weekdayAndDate.format(new Date(`${date}T00:00:00Z`));
}

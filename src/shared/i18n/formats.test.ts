import { formatCalendarDay } from '../calendar-day';
import { formatIndiaDate, formatIndiaTime } from '../format-india-time';
import { formatRupees } from '../format-rupees';

// 8:30 pm UTC on the 26th is the 27th in India.
const lateEveningUtc = '2026-11-26T20:30:00.000Z';

describe('dates and rupees in Hindi (issue 37)', () => {
  it('writes a calendar day with its Hindi weekday and month, in Latin digits', () => {
    expect(formatCalendarDay('2026-11-26', { locale: 'hi' })).toBe('गुरुवार, 26 नवंबर');
    expect(formatCalendarDay('2026-11-26', { locale: 'hi', withYear: true })).toBe('गुरुवार, 26 नवंबर 2026');
    expect(formatCalendarDay('2026-11-26')).toBe('Thursday, 26 November');
  });

  it("writes a timestamp's day and time as India's clock has them, in Hindi", () => {
    expect(formatIndiaDate(lateEveningUtc, 'hi')).toMatch(/^27 नव॰? 2026$/);
    expect(formatIndiaTime(lateEveningUtc, 'hi')).toMatch(/^27 नव॰? 2026, 2:00\s?am$/);
  });

  it('groups rupees the Indian way with Latin digits, as Intl does for hi-IN', () => {
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    const hindi = new Intl.NumberFormat('hi-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    expect(formatRupees(1234567)).toBe(hindi.format(1234567));
  });
});

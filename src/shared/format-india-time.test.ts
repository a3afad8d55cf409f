import { formatIndiaDate, formatIndiaTime } from './format-india-time';

// India is 5 h 30 min ahead of UTC: these instants are on different days there and in UTC.
const lateEveningUtc = '2026-11-26T20:30:00.000Z';
const earlyMorningUtc = '2026-11-27T01:00:00.000Z';

describe('India time, whatever zone the process runs in', () => {
  it("writes a timestamp's day as India's calendar has it", () => {
    expect(formatIndiaDate(lateEveningUtc)).toBe('27 Nov 2026');
    expect(formatIndiaDate(earlyMorningUtc)).toBe('27 Nov 2026');
  });

  it('writes the time of day in IST', () => {
    expect(formatIndiaTime(lateEveningUtc)).toMatch(/^27 Nov 2026, 2:00\s?am$/i);
  });
});

import { countryIn } from './country-names';

describe('countryIn', () => {
  it("keeps staff's English on English pages", () => {
    expect(countryIn('Indonesia', 'en')).toBe('Indonesia');
  });

  it('names the seed’s countries in Hindi, whatever their case or spaces', () => {
    expect(['India', ' china ', 'VIETNAM', 'Indonesia'].map((country) => countryIn(country, 'hi'))).toEqual([
      'भारत',
      'चीन',
      'वियतनाम',
      'इंडोनेशिया',
    ]);
  });

  it('shows what staff typed when no country has that name', () => {
    expect(countryIn('Made in the shop', 'hi')).toBe('Made in the shop');
  });
});

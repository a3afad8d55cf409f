import { formatPaise, formatRupees } from './format-rupees';

describe('formatRupees', () => {
  it('groups the last three digits, then pairs, as Indian shoppers read prices', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });

  it('rounds to whole rupees and keeps the sign', () => {
    expect(formatRupees(1999.5)).toBe('₹2,000');
    expect(formatRupees(1999.49)).toBe('₹1,999');
    expect(formatRupees(-2500)).toBe('-₹2,500');
    // Intl writes '-₹0'; nothing rounds to a negative zero rupees here.
    expect(formatRupees(-0.4)).toBe('₹0');
  });

  it('agrees with the en-IN currency format it stands in for', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const amounts = [1, 12, 99.5, 100, 4321, 54321, 654321, 7654321.4, 987654321, -7, -1234.5];
    for (let n = 1; n < 1e12; n = n * 7 + 3) amounts.push(n, -n);
    for (const amount of amounts) expect(formatRupees(amount)).toBe(intl.format(amount));
  });
});

describe('formatPaise', () => {
  it.each([
    [1234550, '₹12,345.50'],
    [12345678901, '₹12,34,56,789.01'],
    [5, '₹0.05'],
    [-44900, '-₹449.00'],
    [0, '₹0.00'],
  ])('%d paise → %s', (paise, text) => {
    expect(formatPaise(paise)).toBe(text);
  });
});

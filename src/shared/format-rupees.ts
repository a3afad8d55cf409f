/**
 * The one rupee formatter: 123456 → '₹1,23,456' (Indian grouping: the last three digits, then
 * pairs), rounded to whole rupees. It gives what `Intl.NumberFormat('en-IN', { style: 'currency',
 * currency: 'INR', maximumFractionDigits: 0 })` gives — except that an amount rounding to zero is
 * never '-₹0' — without building that formatter, whose locale data delays the first paint
 * (docs/performance.md has the measurement).
 */
export function formatRupees(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const sign = amount < 0 && digits !== '0' ? '-' : '';
  return `${sign}₹${rest ? `${rest},` : ''}${lastThree}`;
}

/** The same grouping with paise, for a tax invoice: 1234550 paise → '₹12,345.50'. */
export function formatPaise(paise: number): string {
  const whole = Math.trunc(Math.abs(paise) / 100);
  const fraction = String(Math.abs(paise) % 100).padStart(2, '0');
  const sign = paise < 0 ? '-' : '';
  return `${sign}${formatRupees(whole)}.${fraction}`;
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** The one rupee formatter: 123456 → '₹1,23,456'. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

// India time whatever the device's zone: the shop, its staff, its couriers and its invoices keep IST.
const indiaTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** A timestamp in India time: 24 Nov 2026, 3:30 pm. */
export const formatIndiaTime = (timestamp: string) => indiaTime.format(new Date(timestamp));

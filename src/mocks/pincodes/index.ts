/**
 * PLACEHOLDER, to be replaced at merge by the pincode helper's module (issue 21 items 1–2), which
 * answers from the real dataset. It exists only so the orders work on this branch runs: it knows a
 * handful of pincodes and promises a date three days on, skipping Sundays. Its interface is the one
 * the real module exports; nothing else of it is meant to last.
 */
export interface Place {
  pincode: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
}

const KNOWN: readonly Place[] = [
  { pincode: '560034', city: 'Bengaluru', state: 'Karnataka', lat: 12.93, lon: 77.62 },
  { pincode: '560001', city: 'Bengaluru', state: 'Karnataka', lat: 12.97, lon: 77.59 },
  { pincode: '500081', city: 'Hyderabad', state: 'Telangana', lat: 17.44, lon: 78.38 },
  { pincode: '110001', city: 'New Delhi', state: 'Delhi', lat: 28.63, lon: 77.22 },
  { pincode: '411001', city: 'Pune', state: 'Maharashtra', lat: 18.52, lon: 73.86 },
  { pincode: '194101', city: 'Leh', state: 'Ladakh', lat: 34.16, lon: 77.58 },
];

export function lookupPincode(pincode: string): Promise<Place | null> {
  return Promise.resolve(KNOWN.find((place) => place.pincode === pincode) ?? null);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 330 * 60 * 1000;

/** YYYY-MM-DD, three days after `now` in India, moved off a Sunday. */
export function deliveryDateFor(_place: Place, now: Date): string {
  const date = new Date(now.getTime() + IST_OFFSET_MS + 3 * DAY_MS);
  if (date.getUTCDay() === 0) date.setTime(date.getTime() + DAY_MS);
  return date.toISOString().slice(0, 10);
}

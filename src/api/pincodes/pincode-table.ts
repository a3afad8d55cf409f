import { pincodeMessages } from '@/shared/messages';
import { HttpError } from '@/api/http/http-error';

/** One pincode's place: its city (or district), its state and about where it is. */
export interface PincodePlace {
  pincode: string;
  /** The district GeoNames files it under, as a shopper names it ("Bengaluru", "South Delhi"). */
  city: string;
  /** One of the shop's 36 state names (src/shared/indian-states.json). */
  state: string;
  lat: number;
  lon: number;
  /** States its other post offices are in: a few border pincodes reach two. Usually none. */
  otherStates: readonly string[];
}

/** The committed table's shape (scripts/pincode-table.mjs writes it). */
interface PincodeTable {
  states: string[];
  /** `[city, state index]` each. */
  places: (string | number)[][];
  /** `pincode,place,lat,lon[,other state…]` joined by `;`. */
  rows: string;
}

function decode({ states, places, rows }: PincodeTable): Map<string, PincodePlace> {
  const stateAt = (index: string | number) => states[Number(index)] ?? '';
  const table = new Map<string, PincodePlace>();
  for (const row of rows.split(';')) {
    const [pincode = '', place = '', lat = '', lon = '', ...others] = row.split(',');
    const [city = '', state = -1] = places[Number(place)] ?? [];
    table.set(pincode, {
      pincode,
      city: String(city),
      state: stateAt(state),
      lat: Number(lat),
      lon: Number(lon),
      otherStates: others.map(stateAt),
    });
  }
  return table;
}

let loading: Promise<Map<string, PincodePlace>> | null = null;

/**
 * The table, read on first use: in the browser it is a chunk of its own that only a shopper who
 * checks a pincode downloads, and on the server it is read once per process.
 */
export function pincodeTable(): Promise<Map<string, PincodePlace>> {
  loading ??= import(/* webpackChunkName: "pincodes" */ './pincode-table.json').then(
    (module) => decode(module.default),
    (error: unknown) => {
      // The next lookup tries again (a dropped connection, a deploy since the page loaded).
      loading = null;
      console.error('[pincodes] the pincode table could not be loaded', error);
      throw new HttpError(503, pincodeMessages.tableUnavailable);
    },
  );
  return loading;
}

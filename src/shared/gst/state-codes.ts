/**
 * GST state codes (the first two digits of a GSTIN, and GSTR-1's `pos`), by the state and union
 * territory names of src/shared/indian-states.json: the statutory list since the 2020
 * reorganisations (Dadra and Nagar Haveli and Daman and Diu one territory, 26; Ladakh 38; Andhra
 * Pradesh 37 since 2014).
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** GSTR-1's code for a place of supply: '97' (Other Territory) for a name the list lacks. */
export const gstStateCode = (state: string): string => GST_STATE_CODES[state] ?? '97';

/** The state or territory a GST state code stands for, as GSTR-1's spreadsheets write it: 29-Karnataka. */
export function placeOfSupplyLabel(code: string): string {
  const state = Object.keys(GST_STATE_CODES).find((name) => GST_STATE_CODES[name] === code);
  return `${code}-${state ?? 'Other Territory'}`;
}

import indianStates from '../indian-states.json';
import { b2clLimitPaise } from './gstr1-rules';
import { GST_STATE_CODES, gstStateCode, placeOfSupplyLabel } from './state-codes';

describe('the B2C (Large) limit', () => {
  it.each([
    ['2024-07-31', 250_000_00],
    ['2024-08-01', 100_000_00],
    ['2025-09-22', 100_000_00],
  ])(
    'on %s is %i paise (rule 59(4), as Notification 12/2024 changed it from 1 August 2024)',
    (date, limit) => {
      expect(b2clLimitPaise(date)).toBe(limit);
    },
  );
});

describe('GST state codes', () => {
  it('every state and territory the address book offers has its own two-digit code', () => {
    const codes = indianStates.map((state) => gstStateCode(state.name));
    expect(codes.every((code) => /^\d\d$/.test(code) && code !== '97')).toBe(true);
    expect(new Set(codes).size).toBe(indianStates.length);
    expect(Object.keys(GST_STATE_CODES).sort()).toEqual(indianStates.map((state) => state.name).sort());
  });

  it('labels a place of supply as the spreadsheets do', () => {
    expect(placeOfSupplyLabel(gstStateCode('Karnataka'))).toBe('29-Karnataka');
    expect(placeOfSupplyLabel('97')).toBe('97-Other Territory');
  });
});

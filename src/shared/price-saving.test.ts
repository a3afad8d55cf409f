import { savingPercent } from './price-saving';

describe('the saving on the MRP', () => {
  it('is whole percent, rounded down', () => {
    expect(savingPercent(3199, 3599)).toBe(11);
    expect(savingPercent(7495, 8299)).toBe(9);
    // 49.99… %, never "50 % off".
    expect(savingPercent(5001, 10000)).toBe(49);
  });

  it('is nothing at the MRP, or above it', () => {
    expect(savingPercent(3599, 3599)).toBe(0);
    expect(savingPercent(3600, 3599)).toBe(0);
  });
});

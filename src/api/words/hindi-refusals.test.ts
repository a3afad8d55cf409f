import { ORDER_REFUSALS } from './hindi-order-refusals';
import { SHOPPING_REFUSALS } from './hindi-refusals';

const DEVANAGARI = /[\u0900-\u097F]/;
const PAIRS = [...SHOPPING_REFUSALS, ...ORDER_REFUSALS];

it('pairs each English with one Hindi: no English twice (the later would hide the earlier)', () => {
  expect(new Set(PAIRS.map((pair) => pair.en)).size).toBe(PAIRS.length);
});

it('writes every fixed refusal in Hindi', () => {
  const fixed = PAIRS.flatMap((pair) => (typeof pair.hi === 'string' ? [pair] : []));
  for (const { en, hi } of fixed) {
    expect(hi).toMatch(DEVANAGARI);
    expect(hi).not.toBe(en);
  }
});

const pairs = (count: number) => `${count} ${count === 1 ? 'pair' : 'pairs'}`;

/**
 * A stock change in words, as the confirmation asks it ('ask': "take 5 pairs of … off stock") and
 * as its outcome and the audit log tell it ('done': "took 5 pairs of … off stock").
 */
export function stockChangeWords(change: number, title: string, tense: 'ask' | 'done'): string {
  const count = pairs(Math.abs(change));
  if (change < 0) return `${tense === 'ask' ? 'take' : 'took'} ${count} of ${title} off stock`;
  return `${tense === 'ask' ? 'add' : 'added'} ${count} of ${title} to stock`;
}

/** The sentence's first letter in capitals. */
export const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

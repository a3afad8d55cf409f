import type { DocumentSeries } from '@/shared/reports';

/** `SH/26-27/000123` → its series (`SH/26-27/`) and serial (123). */
function parts(number: string): { prefix: string; serial: number } {
  const cut = number.lastIndexOf('/') + 1;
  return { prefix: number.slice(0, cut), serial: Number(number.slice(cut)) };
}

/**
 * Table 13 for one nature of document: each series' first and last number issued in the period and
 * how many, as the documents found say. A serial between the first and the last that no document
 * has was never issued as a valid one: GSTR-1 counts it cancelled (the shop numbers without gaps,
 * so this is 0 unless a document went missing).
 */
export function seriesTracker() {
  const bySeries = new Map<string, { first: number; last: number; count: number; width: number }>();
  return {
    add(number: string) {
      const { prefix, serial } = parts(number);
      const width = number.length - prefix.length;
      const seen = bySeries.get(prefix);
      if (!seen) bySeries.set(prefix, { first: serial, last: serial, count: 1, width });
      else
        bySeries.set(prefix, {
          ...seen,
          first: Math.min(seen.first, serial),
          last: Math.max(seen.last, serial),
          count: seen.count + 1,
        });
    },
    series(): DocumentSeries[] {
      return [...bySeries].map(([prefix, { first, last, count, width }], index) => {
        const totnum = last - first + 1;
        const numbered = (serial: number) => `${prefix}${String(serial).padStart(width, '0')}`;
        return {
          num: index + 1,
          from: numbered(first),
          to: numbered(last),
          totnum,
          cancel: totnum - count,
          net_issue: count,
        };
      });
    },
  };
}

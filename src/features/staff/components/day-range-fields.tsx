import type { ChangeEvent } from 'react';

/** A list's placement days (India's, YYYY-MM-DD, both inclusive) and the button that applies its filters. */
export function DayRangeFields({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (key: 'from' | 'to') => (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <>
      <label>
        From
        <input type="date" value={from} onChange={onChange('from')} />
      </label>
      <label>
        To
        <input type="date" value={to} onChange={onChange('to')} />
      </label>
      <button type="submit" className="btn">
        Apply
      </button>
    </>
  );
}

import type { ReactNode } from 'react';

/**
 * An action on one row of a console table: a quiet button whose accessible name says which row it
 * acts on (`label`), off while its request runs.
 */
export function RowAction({
  label,
  busy,
  onClick,
  children,
}: {
  label: string;
  busy: boolean;
  onClick: () => void;
  /** What the button shows. */
  children: ReactNode;
}) {
  return (
    <button type="button" className="btn btn--ghost" disabled={busy} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

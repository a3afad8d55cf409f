import './spinner.css';

interface SpinnerProps {
  label?: string;
  /** The box it keeps, in px: one of the sizes spinner.css has a class for (no style attribute). */
  minHeight?: 120 | 160 | 200 | 320;
  /**
   * A whole screen is loading: reserve the viewport, so the footer stays below the fold until the
   * screen's content replaces the loader (no layout shift a shopper can see).
   */
  page?: boolean;
}

/** A loader that keeps its box, so the page does not shift when the content arrives. */
export function Spinner({ label = 'Loading', minHeight = 320, page = false }: SpinnerProps) {
  return (
    <div
      className={page ? 'spinner spinner--page' : `spinner spinner--min-${minHeight}`}
      role="status"
      aria-live="polite"
    >
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

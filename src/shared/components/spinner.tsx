import './spinner.css';

interface SpinnerProps {
  label?: string;
  minHeight?: number;
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
      className={page ? 'spinner spinner--page' : 'spinner'}
      role="status"
      aria-live="polite"
      style={page ? undefined : { minHeight }}
    >
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

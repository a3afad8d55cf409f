import './spinner.css';

/** A loader that keeps its box (min-height) so the page does not shift when content arrives. */
export function Spinner({ label = 'Loading', minHeight = 320 }: { label?: string; minHeight?: number }) {
  return (
    <div className="spinner" role="status" aria-live="polite" style={{ minHeight }}>
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

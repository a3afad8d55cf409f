import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { apiErrorMessage } from '../api-error';

interface LoadFailedProps {
  error: unknown;
  onRetry: () => void;
  className?: string;
  /** Shown above the reason, e.g. the page's title. */
  children?: ReactNode;
}

/** A query that failed: the reason in words, announced, and a way to ask again. */
export function LoadFailed({ error, onRetry, className, children }: LoadFailedProps) {
  return (
    <div className={className ? `empty-state ${className}` : 'empty-state'} role="alert">
      {children}
      <p>{apiErrorMessage(error)}</p>
      <button type="button" className="btn" onClick={onRetry}>
        <FormattedMessage id="product.tryAgain" />
      </button>
    </div>
  );
}

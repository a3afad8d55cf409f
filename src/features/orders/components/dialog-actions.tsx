import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/shared/i18n/message-id';

interface DialogActionsProps {
  className: string;
  /** Closes the dialog, changing nothing. */
  onKeep: () => void;
  keep: MessageId;
  submit: MessageId;
  /** The submit button's words while the request runs (it is disabled then). */
  busy: MessageId | null;
}

/** An after-sale dialog's two buttons: keep things as they are, or send the form. */
export function DialogActions({ className, onKeep, keep, submit, busy }: DialogActionsProps) {
  return (
    <div className={className}>
      <button type="button" className="btn btn--outline" onClick={onKeep}>
        <FormattedMessage id={keep} />
      </button>
      <button type="submit" className="btn btn--accent" disabled={busy !== null}>
        <FormattedMessage id={busy ?? submit} />
      </button>
    </div>
  );
}

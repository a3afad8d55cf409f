import { forwardRef, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from './icons';
import './modal.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for confirmations that interrupt a task. */
  role?: 'dialog' | 'alertdialog';
  /** Buttons beside the title (a close button, say). */
  headerActions?: ReactNode;
  /** What gets focus on opening; by default the browser picks the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A variant of the look, e.g. 'modal--drawer'. */
  className?: string;
}

/**
 * An accessible modal on the native <dialog>: the browser traps focus, makes the page behind it
 * inert and closes it on Escape; a click on the backdrop closes it too, and focus returns to
 * whatever opened it.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  role = 'dialog',
  headerActions,
  initialFocus,
  className,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  useEffect(() => {
    if (open) return;
    const previous = opener.current;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    opener.current = null;
  }, [open]);

  return (
    // The body fills the dialog, so the dialog itself is the target only of a press on the
    // backdrop. A press must also start there: a drag that selects text inside and ends outside
    // lands its click on the dialog too. Escape is the keyboard's way to the same close.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      role={role}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault(); // Escape: let React state close it, so the two never disagree
        onClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
      }}
    >
      {open && (
        <div className="modal__body">
          <div className="modal__head">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            {headerActions}
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

/** A round × that closes the modal; its label names what it closes ("Close filters"). */
const CloseButton = forwardRef<HTMLButtonElement, { label: string; onClick: () => void }>(
  function CloseButton({ label, onClick }, ref) {
    return (
      <button ref={ref} type="button" className="modal__close" aria-label={label} onClick={onClick}>
        <CloseIcon width={20} height={20} />
      </button>
    );
  },
);

/** A Modal with a × at the end of its header, which has focus when it opens. */
export function ClosableModal({
  closeLabel,
  headerActions,
  ...props
}: Omit<ModalProps, 'initialFocus'> & { closeLabel: string }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      {...props}
      initialFocus={closeRef}
      headerActions={
        <>
          {headerActions}
          <CloseButton ref={closeRef} label={closeLabel} onClick={props.onClose} />
        </>
      }
    />
  );
}

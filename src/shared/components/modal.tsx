import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for confirmations that interrupt a task. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * An accessible modal on the native <dialog>: the browser traps focus, makes the page behind it
 * inert and closes it on Escape; focus returns to whatever opened it.
 */
export function Modal({ open, title, onClose, children, role = 'dialog' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    if (open) return;
    const previous = opener.current;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    opener.current = null;
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal"
      role={role}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault(); // Escape: let React state close it, so the two never disagree
        onClose();
      }}
    >
      {open && (
        <div className="modal__body">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}

import { useId, type ReactNode } from 'react';

interface AddressFieldProps {
  label: string;
  error?: string | undefined;
  /** Full width on wide screens; otherwise the field shares its row. */
  wide?: boolean;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled control whose error is tied to it, so a screen reader reads both together. */
export function AddressField({ label, error, wide = false, children }: AddressFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={wide ? 'field address-form__wide' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children(error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

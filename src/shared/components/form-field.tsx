import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  error?: string | undefined;
  /** Another control than an input (a select): rendered with the given props spread on it. */
  children?: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control whose error is tied to it, so a screen reader reads both together. The control
 * is an input with the remaining props, unless `children` renders another.
 */
export function FormField({ label, error, className, children, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const control: FieldControlProps = error
    ? { id, 'aria-invalid': true, 'aria-describedby': errorId }
    : { id };
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children ? children(control) : <input {...control} {...input} />}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

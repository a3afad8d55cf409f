/** A form's live region: always present, so filling it is announced. */
export function FormAlert({ message }: { message: string | null }) {
  return <div role="alert">{message && <p className="form-error">{message}</p>}</div>;
}

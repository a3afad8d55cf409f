import { useState, type InputHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';
import { EyeIcon } from '@/shared/components/icons';
import { FormField } from '@/shared/components/form-field';

interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: InputHTMLAttributes<HTMLInputElement>['onChange'];
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
}

/**
 * Required password inputs, hidden until the shopper presses "Show passwords" below them (one
 * toggle for all, so a password and its confirmation can be compared).
 */
export function PasswordFields({ fields }: { fields: PasswordFieldProps[] }) {
  const [showPasswords, setShowPasswords] = useState(false);
  const passwordType = showPasswords ? 'text' : 'password';
  return (
    <>
      {fields.map((props) => (
        <FormField key={props.name} {...props} type={passwordType} required />
      ))}
      <button
        type="button"
        className="auth-form__toggle"
        aria-pressed={showPasswords}
        onClick={() => setShowPasswords((shown) => !shown)}
      >
        <EyeIcon open={showPasswords} width={20} height={20} />
        <FormattedMessage id="password.show" />
      </button>
    </>
  );
}

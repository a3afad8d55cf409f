import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { MIN_PASSWORD_LENGTH } from '@/shared/constants';
import { isPlainEmail } from '@/shared/email-address';
import { useForm, type FieldErrors } from '@/shared/hooks/use-form';
import type { MessageId } from '@/shared/i18n/message-id';
import { notify } from '@/shared/notify';
import { useSignupMutation } from '../auth-api';
import { PasswordFields } from './password-fields';
import './auth-form.css';
import { paths } from '@/shared/paths';

interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Each field's label and the error when it is left empty ("First Name is required."). */
const words: Record<keyof SignupValues, { label: MessageId; required: MessageId }> = {
  firstName: { label: 'signup.firstName', required: 'signup.firstNameRequired' },
  lastName: { label: 'signup.lastName', required: 'signup.lastNameRequired' },
  email: { label: 'form.email', required: 'form.emailRequired' },
  password: { label: 'form.password', required: 'form.passwordRequired' },
  confirmPassword: { label: 'signup.confirmPassword', required: 'signup.confirmPasswordRequired' },
};

const empty: SignupValues = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/**
 * Spec §5: every field required; mismatching passwords stop the form before anything is sent. The
 * email is one plain address and a password needs MIN_PASSWORD_LENGTH characters (spaces count),
 * as every backend checks.
 */
function validate(intl: IntlShape, values: SignupValues): FieldErrors<SignupValues> {
  const errors: FieldErrors<SignupValues> = {};
  for (const field of Object.keys(words) as (keyof SignupValues)[]) {
    if (!values[field].trim()) errors[field] = intl.formatMessage({ id: words[field].required });
  }
  if (!errors.email && !isPlainEmail(values.email)) {
    errors.email = intl.formatMessage({ id: 'signup.invalidEmail' });
  }
  if (!errors.password && values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = intl.formatMessage({ id: 'password.tooShort' }, { min: MIN_PASSWORD_LENGTH });
  }
  if (!errors.confirmPassword && values.password !== values.confirmPassword) {
    errors.confirmPassword = intl.formatMessage({ id: 'password.mismatch' });
  }
  return errors;
}

export function SignupForm() {
  const [signup] = useSignupMutation();
  const location = useLocation();
  const intl = useIntl();
  const label = (name: keyof SignupValues) => intl.formatMessage({ id: words[name].label });
  const { form, field, alert, submitting } = useForm<SignupValues>({
    initialValues: empty,
    validate: (values) => validate(intl, values),
    send: async ({ firstName, lastName, email, password }) => {
      await signup({
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        email: email.trim(),
        password,
      }).unwrap();
      notify.success(intl.formatMessage({ id: 'signup.signedIn' }));
    },
    fieldErrorsFromServer: 'with-alert',
  });

  return (
    <form {...form} className="auth-form card" aria-busy={submitting}>
      <FormAlert message={alert} />
      <div className="auth-form__row">
        <FormField label={label('firstName')} {...field('firstName')} autoComplete="given-name" required />
        <FormField label={label('lastName')} {...field('lastName')} autoComplete="family-name" required />
      </div>
      <FormField label={label('email')} {...field('email')} type="email" autoComplete="email" required />
      <PasswordFields
        fields={[
          { label: label('password'), ...field('password'), autoComplete: 'new-password' },
          { label: label('confirmPassword'), ...field('confirmPassword'), autoComplete: 'new-password' },
        ]}
      />
      <div className="auth-form__actions">
        <button type="submit" className="btn btn--block" disabled={submitting}>
          <FormattedMessage id="signup.submit" />
        </button>
      </div>
      <p className="auth-form__switch">
        <FormattedMessage
          id="signup.haveAccount"
          values={{
            link: (text: ReactNode[]) => (
              <Link to={paths.login} state={location.state as unknown}>
                {text}
              </Link>
            ),
          }}
        />
      </p>
    </form>
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useForm } from '@/shared/hooks/use-form';
import {
  emptyPasswordChange,
  validatePasswordChange,
  type PasswordChangeValues,
} from '@/shared/password-change';

type PasswordChange = Pick<PasswordChangeValues, 'currentPassword' | 'newPassword'>;

/**
 * A password change form, the shopper's or a staff member's: checked by one set of rules, sent
 * through `change`, its fields emptied and `changed` true once the server has taken it.
 */
export function usePasswordChangeForm(change: (input: PasswordChange) => Promise<unknown>) {
  const [changed, setChanged] = useState(false);
  const intl = useIntl();
  const passwordForm = useForm<PasswordChangeValues>({
    initialValues: emptyPasswordChange,
    validate: (values) => validatePasswordChange(intl, values),
    send: async ({ currentPassword, newPassword }) => {
      setChanged(false);
      await change({ currentPassword, newPassword });
      passwordForm.fill(
        Object.keys(emptyPasswordChange) as (keyof PasswordChangeValues)[],
        () => emptyPasswordChange,
      );
      setChanged(true);
    },
    fieldErrorsFromServer: 'instead-of-alert',
  });
  return { ...passwordForm, changed };
}

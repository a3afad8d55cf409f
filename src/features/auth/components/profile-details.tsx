import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '@/kernel/hooks';
import { selectProfile } from '../auth-slice';
import { useLogout } from '../use-logout';
import { ChangePasswordForm } from './change-password-form';
import { LogoutEverywhere } from './logout-everywhere';
import './profile-details.css';

/**
 * Spec §2: first and last name joined with no space, the email, and Log out (which ends the session
 * on the server too). Then the password change and "Log out of all devices".
 */
export function ProfileDetails() {
  const user = useAppSelector(selectProfile);
  const logout = useLogout();
  if (!user) return null;
  return (
    <div className="profile-details">
      <dl className="profile-details__list">
        <div className="profile-details__item">
          <dt>
            <FormattedMessage id="profile.name" />
          </dt>
          <dd>{[user.firstName, user.lastName].join('')}</dd>
        </div>
        <div className="profile-details__item">
          <dt>
            <FormattedMessage id="profile.email" />
          </dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      <button type="button" className="btn btn--danger" onClick={() => logout()}>
        <FormattedMessage id="profile.logout" />
      </button>
      <ChangePasswordForm />
      <LogoutEverywhere />
    </div>
  );
}

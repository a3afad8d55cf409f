import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch } from '@/kernel/hooks';
import { sessionEnded } from '@/kernel/session';
import { apiErrorMessage, readApiError } from '@/shared/api-error';
import { FormAlert } from '@/shared/components/form-alert';
import { useLogoutAllMutation } from '../auth-api';
import { useLogout } from '../use-logout';

/**
 * "Log out of all devices": every session of the account ends on the server, this one too, and the
 * shop logs out here as after Log out. If the server cannot be reached, nothing has ended: the
 * shopper stays logged in and is told so.
 */
export function LogoutEverywhere() {
  const headingId = useId();
  const describedId = useId();
  const dispatch = useAppDispatch();
  const logout = useLogout();
  const [logoutAll, { isLoading }] = useLogoutAllMutation();
  const [alert, setAlert] = useState<string | null>(null);

  const onClick = async () => {
    setAlert(null);
    try {
      await logoutAll(undefined).unwrap();
    } catch (error) {
      if (readApiError(error)?.status === 401) dispatch(sessionEnded({ reason: 'expired' }));
      else setAlert(apiErrorMessage(error));
      return;
    }
    logout({ endedOnServer: true });
  };

  return (
    <section className="profile-details__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-details__heading">
        <FormattedMessage id="profile.devices" />
      </h2>
      <p id={describedId} className="profile-details__note">
        <FormattedMessage id="profile.devicesNote" />
      </p>
      <FormAlert message={alert} />
      <button
        type="button"
        className="btn btn--danger"
        aria-describedby={describedId}
        disabled={isLoading}
        onClick={() => void onClick()}
      >
        <FormattedMessage id="profile.logoutEverywhere" />
      </button>
    </section>
  );
}

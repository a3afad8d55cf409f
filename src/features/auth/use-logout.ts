import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/kernel/hooks';
import { selectToken, sessionEnded } from '@/kernel/session';
import { notify } from '@/shared/notify';
import { paths } from '@/shared/paths';
import { authApi } from './auth-api';

/**
 * Log out and go home. The server is asked to end the session (its token goes with the request),
 * and the shop forgets it at once, whether or not that request gets through: a shopper who logs out
 * is logged out here even offline. `{ endedOnServer: true }` when the server has already ended it
 * ("log out of all devices"). From a protected screen the session ends only as that screen
 * unmounts, i.e. once home is on screen: ending it first would make the screen's guard redirect to
 * /login, racing (and beating) the navigation home. "Logged Out" shows as it ends, in the page's
 * language.
 */
export function useLogout(): (options?: { endedOnServer?: boolean }) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const leaving = useRef(false);
  const loggedOut = useIntl().formatMessage({ id: 'profile.loggedOut' });

  useEffect(() => {
    const flag = leaving;
    return () => {
      if (!flag.current) return;
      flag.current = false;
      dispatch(sessionEnded({ reason: 'logout' }));
      notify.error(loggedOut);
    };
  }, [dispatch, loggedOut]);

  return ({ endedOnServer = false } = {}) => {
    if (!endedOnServer) {
      // The token as it is now, read at the click (not a subscription); the request is not
      // awaited: a refusal or a lost connection must not keep the shopper logged in here.
      dispatch((_dispatch, getState) => {
        const token = selectToken(getState());
        if (token !== null) void dispatch(authApi.endpoints.logout.initiate(token));
      });
    }
    if (pathname === paths.home) {
      dispatch(sessionEnded({ reason: 'logout' }));
      notify.error(loggedOut);
      return;
    }
    leaving.current = true;
    void navigate(paths.home);
  };
}

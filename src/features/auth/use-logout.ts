import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/kernel/hooks';
import { sessionEnded } from '@/kernel/session';
import { paths } from '@/shared/paths';

/**
 * Log out and go home. From a protected screen the session ends only as that screen unmounts, i.e.
 * once home is on screen: ending it first would make the screen's guard redirect to /login, racing
 * (and beating) the navigation home.
 */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const leaving = useRef(false);

  useEffect(() => {
    const flag = leaving;
    return () => {
      if (!flag.current) return;
      flag.current = false;
      dispatch(sessionEnded({ reason: 'logout' }));
    };
  }, [dispatch]);

  return () => {
    if (pathname === paths.home) {
      dispatch(sessionEnded({ reason: 'logout' }));
      return;
    }
    leaving.current = true;
    void navigate(paths.home);
  };
}

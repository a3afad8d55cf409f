import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/kernel/hooks';
import { selectIsLoggedIn } from '@/kernel/session';
import { paths } from '@/shared/paths';

/** Where the login screen sends the shopper back to (spec §2: remembered origin). */
export interface LoginRedirectState {
  from?: string;
}

/** Without a token: to /login, history replaced, remembering the page asked for. */
export function RequireAuth() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!loggedIn) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

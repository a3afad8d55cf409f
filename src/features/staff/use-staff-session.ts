import { useEffect } from 'react';
import { baseApi, staffTagTypes } from '@/kernel/api';
import { useAppDispatch, useAppSelector } from '@/kernel/hooks';
import { staffSessionEnded } from '@/kernel/staff-session';
import { selectStaffMember, selectStaffSessionToken } from './staff-session-slice';
import { useStaffLogoutMutation } from './staff-api';
import { keepStaffSession } from './staff-session-storage';

/** The member signed in to the console, or null. */
export const useStaffMember = () => useAppSelector(selectStaffMember);

/**
 * Keeps the console's record in step with its session, the one writer of it: saved on sign-in,
 * removed when the session ends (a log out, or a refused token), and then what the console read
 * under that session is dropped, so the next member starts from the server's answers.
 */
export function useStaffSessionRecord(): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectStaffSessionToken);
  const member = useAppSelector(selectStaffMember);
  useEffect(() => {
    keepStaffSession(token && member ? { token, member } : null);
    if (token === null) dispatch(baseApi.util.invalidateTags([...staffTagTypes]));
  }, [dispatch, token, member]);
}

/**
 * Log out of the console: the server ends the token, and the console forgets it whether or not
 * that request gets through, so a member who logs out is logged out here even offline.
 */
export function useStaffLogout(): () => void {
  const dispatch = useAppDispatch();
  const [logout] = useStaffLogoutMutation();
  return () => {
    void logout(undefined)
      .unwrap()
      .catch(() => undefined)
      .finally(() => dispatch(staffSessionEnded({ reason: 'logout' })));
  };
}

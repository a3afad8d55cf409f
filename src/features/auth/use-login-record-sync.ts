import { useEffect } from 'react';
import { useAppDispatch } from '@/kernel/hooks';
import { sessionEnded } from '@/kernel/session';
import { LOGIN_STORAGE_KEY } from '@/shared/constants';
import { sessionRestored } from './auth-slice';
import { readLoginRecord } from './login-record';

/** Logging in or out in one tab updates the others (the `storage` event fires only elsewhere). */
export function useLoginRecordSync(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOGIN_STORAGE_KEY) return;
      const record = readLoginRecord();
      dispatch(record ? sessionRestored(record) : sessionEnded({ reason: 'other-tab' }));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
}

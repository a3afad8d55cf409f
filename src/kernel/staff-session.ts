import { createAction } from '@reduxjs/toolkit';
import type { StaffMember } from '@/shared/staff';

/**
 * The staff console's session, apart from the shopper's (`auth`): its own slice (`staffSession`,
 * features/staff, injected with the console's chunk), its own storage key, its own end. The base
 * API reads the token here to sign `/api/staff/*` requests, so the kernel knows its shape but not
 * the feature.
 */
export interface StaffSessionState {
  staffSession?: { token: string | null; member: StaffMember | null };
}

/** The staff session ended: a log out, or the server refused the staff token (401). */
export const staffSessionEnded = createAction<{ reason: 'logout' | 'expired' }>('staffSession/ended');

export const selectStaffToken = (state: StaffSessionState) => state.staffSession?.token ?? null;

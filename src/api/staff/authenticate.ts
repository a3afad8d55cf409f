import { bearerToken, sessionIsLive, tokenSession, verifyToken } from '@/api/accounts';
import type { Backend } from '@/api/backend';
import { HttpError } from '@/api/http/http-error';
import type { StaffSession } from '@/api/http/route';
import { serverMessages } from '@/shared/messages';
import { staffMessages } from '@/shared/staff';
import type { StaffRecord } from './repository';

/** A token that is no staff token: a shopper's valid one is told to sign in as staff (403), else 401. */
async function refusal(backend: Backend, token: string): Promise<HttpError> {
  const shopper = token ? await verifyToken(token, backend.secrets.jwt, backend.clock.now()) : null;
  return shopper
    ? new HttpError(403, staffMessages.needsStaff)
    : new HttpError(401, serverMessages.invalidToken);
}

/**
 * The staff member named by the request's staff token (audience `staff`), for a route of `access`
 * 'staff' or 'owner'. No token, a refused one (or one without a session id), or a session that
 * ended (logout; disabling raises the token version): 401. A shopper's token: 403. A disabled member: 403, whatever the session,
 * so the console can say why. A `staff`-role member on an owner's route: 403.
 */
export async function authenticateStaff(
  backend: Backend,
  request: Request,
  access: 'staff' | 'owner',
): Promise<{ staff: StaffRecord; session: StaffSession }> {
  const token = bearerToken(request);
  const claims = token ? await verifyToken(token, backend.secrets.jwt, backend.clock.now(), 'staff') : null;
  if (!claims) throw await refusal(backend, token);
  const { sid } = claims;
  // Every staff token is issued with its session id; one without is none of ours.
  if (sid === undefined) throw new HttpError(401, serverMessages.invalidToken);
  const staff = await backend.repos.staff.findById(claims._id);
  if (!staff) throw new HttpError(401, serverMessages.invalidToken);
  if (staff.disabled) throw new HttpError(403, staffMessages.disabled);
  if (!sessionIsLive(claims, staff)) throw new HttpError(401, serverMessages.invalidToken);
  if (access === 'owner' && staff.role !== 'owner') throw new HttpError(403, staffMessages.needsOwner);
  return { staff, session: { ...tokenSession(claims), sid } };
}

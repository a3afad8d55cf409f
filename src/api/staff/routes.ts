import { HttpResponse } from 'msw';
import { newSessionId, signToken, verifyPassword } from '@/api/accounts';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { HttpError } from '@/api/http/http-error';
import { route, type ApiRoute, type RequestContext, type StaffContext } from '@/api/http/route';
import { asObject, requireStrings } from '@/api/http/validate';
import { countPasswordTry, forgetPasswordTries } from '@/api/limits/password-tries';
import { timestamp } from '@/shared/timestamp';
import { staffMessages, type StaffLoginAnswer } from '@/shared/staff';
import { staffAuditRoutes } from './audit-routes';
import { staffMemberRoutes } from './member-routes';
import { publicStaff, type StaffRecord } from './repository';

/** A new staff session's token: audience `staff`, a fresh session id, the member's token version. */
const staffTokenFor = (backend: Backend, staff: StaffRecord) =>
  signToken(
    { _id: staff._id, email: staff.email, sid: newSessionId(), tv: staff.tokenVersion },
    backend.secrets.jwt,
    backend.clock.now(),
    'staff',
  );

/**
 * Signs a staff member in. Counted by the shoppers' login limits under keys of its own, before the
 * password is checked. An unknown email and a wrong password get the same 401, so the answer does
 * not tell which emails are staff; a disabled member with the right password gets 403.
 */
async function login(backend: Backend, { body, client }: RequestContext) {
  const { email, password } = requireStrings(asObject(body), { email: 'Email', password: 'Password' }, [
    'password',
  ]);
  await countPasswordTry(backend, email, client, 'staff');
  const staff = await backend.repos.staff.findByEmail(email);
  if (!staff || !(await verifyPassword(password, staff.passwordHash))) {
    throw new HttpError(401, staffMessages.wrongCredentials);
  }
  await forgetPasswordTries(backend, email, client, 'staff');
  if (staff.disabled) throw new HttpError(403, staffMessages.disabled);
  const answer: StaffLoginAnswer = {
    staff: publicStaff(staff),
    staffToken: await staffTokenFor(backend, staff),
  };
  return HttpResponse.json(answer);
}

/** Ends this staff session: its token is refused from now on. */
async function logout({ repos, clock }: Backend, { staff, session }: StaffContext) {
  await repos.staff.endSession(
    staff._id,
    { sid: session.sid, expiresAt: timestamp(session.expiresAt) },
    stampOf(clock),
  );
  return new HttpResponse(null, { status: 204 });
}

/** Staff sign-in, sign-out and who is signed in; the owner's staff accounts; the audit log. */
export const staffRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'POST',
    path: '/api/staff/login',
    access: 'anyone',
    answer: (context) => login(backend, context),
  }),
  route({
    method: 'POST',
    path: '/api/staff/logout',
    access: 'staff',
    answer: (context) => logout(backend, context),
  }),
  route({
    method: 'GET',
    path: '/api/staff/me',
    access: 'staff',
    answer: ({ staff }) => HttpResponse.json({ staff: publicStaff(staff) }),
  }),
  ...staffMemberRoutes(backend),
  ...staffAuditRoutes(backend),
];

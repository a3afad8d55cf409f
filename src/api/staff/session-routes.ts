import { HttpResponse } from 'msw';
import {
  checkPasswordChange,
  dummyPasswordHash,
  newSessionId,
  signToken,
  verifyPassword,
} from '@/api/accounts';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { HttpError, notFound } from '@/api/http/http-error';
import { route, type ApiRoute, type RequestContext, type StaffContext } from '@/api/http/route';
import { asObject, requireStrings } from '@/api/http/validate';
import { countPasswordTry, forgetPasswordTries } from '@/api/limits/password-tries';
import { serverMessages } from '@/shared/messages';
import { timestamp } from '@/shared/timestamp';
import { staffMessages, type StaffLoginAnswer, type StaffPasswordAnswer } from '@/shared/staff';
import { recordStaffAction } from './audit';
import { publicStaff, type StaffRecord } from './repository';

/** A new staff session's token: audience `staff`, a fresh session id, the member's token version. */
const staffTokenFor = (backend: Backend, staff: StaffRecord) =>
  signToken(
    { _id: staff._id, email: staff.email, sid: newSessionId(), tv: staff.tokenVersion },
    backend.secrets.jwt,
    backend.clock.now(),
    'staff',
  );

/** The audit line of a sign-in, a refused one (the member, or the email tried), or a sign-out. */
const recordSession = (
  backend: Backend,
  who: { _id: string; email: string },
  action: 'staff.sign-in' | 'staff.sign-in-failed' | 'staff.sign-out',
) =>
  recordStaffAction(
    backend.repos,
    who,
    { action, target: who._id, before: null, after: null },
    stampOf(backend.clock),
  );

/**
 * Whether the password is the member's. An email no member has is checked against a hash of the
 * same cost, so the answer takes as long either way and does not tell which emails are staff.
 */
async function passwordMatches(backend: Backend, staff: StaffRecord | null, password: string) {
  const hash = staff?.passwordHash ?? (await dummyPasswordHash(backend.passwordIterations));
  return (await verifyPassword(password, hash)) && staff !== null;
}

/**
 * Signs a staff member in. Counted by the shoppers' login limits under keys of its own, before the
 * password is checked. An unknown email and a wrong password get the same 401 after the same
 * hashing; a disabled member with the right password gets 403. Each outcome is an audit line.
 */
async function login(backend: Backend, { body, client }: RequestContext) {
  const { email, password } = requireStrings(asObject(body), { email: 'Email', password: 'Password' }, [
    'password',
  ]);
  await countPasswordTry(backend, { email, client, owner: 'staff' });
  const staff = await backend.repos.staff.findByEmail(email);
  const matches = await passwordMatches(backend, staff, password);
  if (!staff || !matches) {
    const who = { _id: staff?._id ?? '', email: email.toLowerCase() };
    await recordSession(backend, who, 'staff.sign-in-failed');
    throw new HttpError(401, staffMessages.wrongCredentials);
  }
  await forgetPasswordTries(backend, { email, client, owner: 'staff' });
  if (staff.disabled) {
    await recordSession(backend, staff, 'staff.sign-in-failed');
    throw new HttpError(403, staffMessages.disabled);
  }
  await recordSession(backend, staff, 'staff.sign-in');
  const answer: StaffLoginAnswer = {
    staff: publicStaff(staff),
    staffToken: await staffTokenFor(backend, staff),
  };
  return HttpResponse.json(answer);
}

/** Ends this staff session: its token is refused from now on. */
async function logout(backend: Backend, { staff, session }: StaffContext) {
  await backend.repos.staff.endSession(
    staff._id,
    { sid: session.sid, expiresAt: timestamp(session.expiresAt) },
    stampOf(backend.clock),
  );
  await recordSession(backend, staff, 'staff.sign-out');
  return new HttpResponse(null, { status: 204 });
}

/**
 * The member's own new password, given the current one (checked and counted as a sign-in is).
 * Every other session of theirs ends; this one goes on with the fresh token the answer carries.
 */
async function changePassword(backend: Backend, { staff, body, client }: StaffContext) {
  const newHash = await checkPasswordChange(backend, body, {
    email: staff.email,
    client,
    owner: 'staff',
    passwordHash: staff.passwordHash,
  });
  const at = stampOf(backend.clock);
  const changed = await backend.repos.transaction(async (tx) => {
    const member = await tx.staff.changePassword(staff._id, staff.passwordHash, newHash, at);
    if (!member) throw new HttpError(409, serverMessages.passwordChangedMeanwhile);
    const line = { action: 'staff.password', target: staff._id, before: null, after: null };
    await recordStaffAction(tx, staff, line, at);
    return member;
  });
  const answer: StaffPasswordAnswer = { staffToken: await staffTokenFor(backend, changed) };
  return HttpResponse.json(answer);
}

/** The owner ends every session of a member (a lost laptop): each of their tokens is refused. */
async function endMemberSessions(backend: Backend, { staff, params }: StaffContext<{ staffId: string }>) {
  const at = stampOf(backend.clock);
  await backend.repos.transaction(async (tx) => {
    const ended = await tx.staff.endAllSessions(params.staffId);
    if (!ended) throw notFound(staffMessages.notFound);
    const line = { action: 'staff.end-sessions', target: ended._id, before: null, after: null };
    await recordStaffAction(tx, staff, line, at);
  });
  return new HttpResponse(null, { status: 204 });
}

/** Staff sign-in and sign-out, a member's own password, and the owner's ending of a member's sessions. */
export const staffSessionRoutes = (backend: Backend): ApiRoute[] => [
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
    method: 'POST',
    path: '/api/staff/password',
    access: 'staff',
    answer: (context) => changePassword(backend, context),
  }),
  route({
    method: 'DELETE',
    path: '/api/staff/members/:staffId/sessions',
    access: 'owner',
    answer: (context) => endMemberSessions(backend, context),
  }),
];

import { HttpResponse } from 'msw';
import { route, type ApiRoute, type RequestContext, type ShopperContext } from '@/api/http/route';
import { serverMessages } from '@/shared/messages';
import type { PublicUser } from '@/shared/types';
import { hashPassword, newSessionId, signToken, verifyPassword } from './auth';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { timestamp } from '@/shared/timestamp';
import { HttpError } from '@/api/http/http-error';
import { UNUSED_GUEST_LIFETIME_MS } from '@/api/limits/limits';
import { spend } from '@/api/limits/rate-limits';
import { countPasswordTry, forgetPasswordTries } from '@/api/limits/password-tries';
import type { UserRecord } from '@/api/accounts/repository';
import { demoUsers } from './demo-users';
import { checkPasswordChange } from './password-change';
import { asObject, checkNewCredentials, requireStrings } from '@/api/http/validate';
import { languageRoutes } from './language-routes';

/** The user as answers show it: cart and wishlist included; password and sessions never. */
async function publicUser(
  { repos }: Backend,
  {
    passwordHash: _password,
    tokenVersion: _version,
    revokedSessions: _sessions,
    language,
    ...user
  }: UserRecord,
): Promise<PublicUser> {
  const [cart, wishlist, guest] = await Promise.all([
    repos.cart.of(user._id),
    repos.wishlist.of(user._id),
    repos.guests.isGuest(user._id),
  ]);
  return { ...user, cart, wishlist, ...(guest ? { guest } : {}), ...(language ? { language } : {}) };
}

/** A new session's token: a fresh session id, at the account's current token version. */
const tokenFor = (backend: Backend, user: UserRecord) =>
  signToken(
    { _id: user._id, email: user.email, sid: newSessionId(), tv: user.tokenVersion },
    backend.secrets.jwt,
    backend.clock.now(),
  );

const [demoGuest] = demoUsers;

/** Deletes the guests no one has logged in to for UNUSED_GUEST_LIFETIME_MS (those without orders); how many. */
export const purgeIdleGuests = (backend: Backend) =>
  backend.repos.guests.purgeUnused(stampOf(backend.clock, -UNUSED_GUEST_LIFETIME_MS));

/**
 * A new account with the demo guest's name and sample address, and a password no one else has.
 * Guests no one has logged in to for UNUSED_GUEST_LIFETIME_MS go first (or on the queue's schedule), so they stay bounded.
 */
async function freshGuest(backend: Backend) {
  if (backend.housekeeping === 'on-read') await purgeIdleGuests(backend);
  const at = stampOf(backend.clock);
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const password = btoa(String.fromCharCode(...bytes));
  const email = `guest-${crypto.randomUUID().slice(0, 13)}@guest.sneakerhub.in`;
  const passwordHash = await hashPassword(password, backend.passwordIterations);
  await backend.repos.transaction(async (tx) => {
    const user = await tx.users.insert({
      email,
      passwordHash,
      firstName: demoGuest?.firstName ?? 'Guest',
      lastName: demoGuest?.lastName ?? 'Shopper',
      createdAt: at,
    });
    if (!user) throw new Error('a fresh guest email was taken');
    await tx.guests.add(user._id, at);
    for (const { id: _sampleId, ...address } of demoGuest?.addresses ?? []) {
      await tx.addresses.insert(user._id, address, at);
    }
  });
  return { email, password };
}

/** Credentials 'Login as Guest' fills in and logs in with. */
async function guestCredentials(backend: Backend, { client }: RequestContext) {
  await spend(backend.limiters, [['guestsPerAddress', client]], serverMessages.tooManyGuests);
  return backend.guests === 'shared' && demoGuest
    ? HttpResponse.json({ email: demoGuest.email, password: demoGuest.password })
    : HttpResponse.json(await freshGuest(backend), { status: 201 });
}

async function signup(backend: Backend, { body, client }: RequestContext) {
  const fields = requireStrings(
    asObject(body),
    { firstName: 'First Name', lastName: 'Last Name', email: 'Email', password: 'Password' },
    ['password'],
  );
  checkNewCredentials(fields);
  await spend(backend.limiters, [['signupsPerAddress', client]], serverMessages.tooManySignups);
  const { users } = backend.repos;
  const emailExists = () => new HttpError(422, serverMessages.emailExists);
  // Checked first so a taken email costs no hashing; the insert decides a race.
  if (await users.findByEmail(fields.email)) throw emailExists();
  const user = await users.insert({
    ...fields,
    passwordHash: await hashPassword(fields.password, backend.passwordIterations),
    createdAt: stampOf(backend.clock),
  });
  if (!user) throw emailExists();
  return HttpResponse.json(
    { createdUser: await publicUser(backend, user), encodedToken: await tokenFor(backend, user) },
    { status: 201 },
  );
}

async function login(backend: Backend, { body, client }: RequestContext) {
  const { email, password } = requireStrings(asObject(body), { email: 'Email', password: 'Password' }, [
    'password',
  ]);
  // Every attempt counts before the password is checked, so a burst cannot slip past the limits;
  // a success gives its attempt back.
  await countPasswordTry(backend, { email, client });
  const user = await backend.repos.users.findByEmail(email);
  if (!user) throw new HttpError(404, serverMessages.emailNotRegistered);
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new HttpError(401, serverMessages.invalidCredentials);
  }
  await Promise.all([
    forgetPasswordTries(backend, { email, client }),
    backend.repos.guests.touch(user._id, stampOf(backend.clock)),
  ]);
  return HttpResponse.json({
    foundUser: await publicUser(backend, user),
    encodedToken: await tokenFor(backend, user),
  });
}

/**
 * Logs this session out: its token is refused from now on, on every process within
 * RECENT_USER_MS. A token from before sessions had ids cannot be named alone: all of the account's
 * sessions end instead.
 */
async function logout({ repos, clock }: Backend, { user, session }: ShopperContext) {
  if (session.sid === null) await repos.users.endAllSessions(user._id);
  else {
    await repos.users.endSession(
      user._id,
      { sid: session.sid, expiresAt: timestamp(session.expiresAt) },
      stampOf(clock),
    );
  }
  return new HttpResponse(null, { status: 204 });
}

/** "Log out of all devices": every token of the account so far is refused, this one too. */
async function logoutEverywhere({ repos }: Backend, { user }: ShopperContext) {
  await repos.users.endAllSessions(user._id);
  return new HttpResponse(null, { status: 204 });
}

/**
 * A new password, given the current one: checked (and counted) as a login is, so a stolen token
 * cannot guess it faster. Every other session ends; this one goes on with the fresh token the
 * answer carries.
 */
async function changePassword(backend: Backend, { user, body, client }: ShopperContext) {
  const newHash = await checkPasswordChange(backend, body, {
    email: user.email,
    client,
    passwordHash: user.passwordHash,
  });
  const changed = await backend.repos.users.changePassword(
    user._id,
    user.passwordHash,
    newHash,
    stampOf(backend.clock),
  );
  if (!changed) throw new HttpError(409, serverMessages.passwordChangedMeanwhile);
  return HttpResponse.json({ encodedToken: await tokenFor(backend, changed) });
}

export const accountRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'POST',
    path: '/api/auth/guest',
    access: 'anyone',
    answer: (context) => guestCredentials(backend, context),
  }),
  route({
    method: 'POST',
    path: '/api/auth/signup',
    access: 'anyone',
    answer: (context) => signup(backend, context),
  }),
  route({
    method: 'POST',
    path: '/api/auth/login',
    access: 'anyone',
    answer: (context) => login(backend, context),
  }),
  route({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'shopper',
    answer: (context) => logout(backend, context),
  }),
  route({
    method: 'POST',
    path: '/api/auth/logout-all',
    access: 'shopper',
    answer: (context) => logoutEverywhere(backend, context),
  }),
  route({
    method: 'POST',
    path: '/api/auth/password',
    access: 'shopper',
    answer: (context) => changePassword(backend, context),
  }),
  ...languageRoutes(backend),
];

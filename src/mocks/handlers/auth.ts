import { http, HttpResponse } from 'msw';
import { MIN_PASSWORD_LENGTH } from '@/shared/constants';
import { inlineMessages, serverMessages } from '@/shared/messages';
import type { PublicUser } from '@/shared/types';
import { hashPassword, signToken, verifyPassword } from '../auth';
import type { Backend } from '../backend';
import type { EndpointWrappers } from '../handle';
import { HttpError, badRequest } from '../http-error';
import type { UserRecord } from '../repositories';
import { demoUsers } from '../seed/users';
import { asObject, requireStrings } from '../validate';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function authHandlers(backend: Backend, { open }: EndpointWrappers) {
  const { users, cart, wishlist } = backend.repos;

  /** The user as answers show it: cart and wishlist included, password never. */
  async function publicUser({ passwordHash: _omitted, ...user }: UserRecord): Promise<PublicUser> {
    return { ...user, cart: await cart.of(user._id), wishlist: await wishlist.of(user._id) };
  }

  const tokenFor = (user: UserRecord) => signToken({ _id: user._id, email: user.email }, backend.secrets.jwt);

  const [demoGuest] = demoUsers;

  /** A new account with the demo guest's name and sample address, and a password no one else has. */
  async function freshGuest() {
    const bytes = crypto.getRandomValues(new Uint8Array(18));
    const password = btoa(String.fromCharCode(...bytes));
    const email = `guest-${crypto.randomUUID().slice(0, 13)}@guest.sneakerhub.in`;
    const user = await users.insert({
      email,
      passwordHash: await hashPassword(password, backend.passwordIterations),
      firstName: demoGuest?.firstName ?? 'Guest',
      lastName: demoGuest?.lastName ?? 'Shopper',
    });
    if (!user) throw new Error('a fresh guest email was taken');
    for (const { id: _sampleId, ...address } of demoGuest?.addresses ?? []) {
      await backend.repos.addresses.insert(user._id, address);
    }
    return { email, password };
  }

  return [
    /** Credentials 'Login as Guest' fills in and logs in with. */
    http.post(
      '*/api/auth/guest',
      open(async () =>
        backend.guests === 'shared' && demoGuest
          ? HttpResponse.json({ email: demoGuest.email, password: demoGuest.password })
          : HttpResponse.json(await freshGuest(), { status: 201 }),
      ),
    ),

    http.post(
      '*/api/auth/signup',
      open(async ({ body }) => {
        const fields = requireStrings(
          asObject(body),
          { firstName: 'First Name', lastName: 'Last Name', email: 'Email', password: 'Password' },
          ['password'],
        );
        if (fields.password.length < MIN_PASSWORD_LENGTH) {
          const message = inlineMessages.passwordTooShort;
          throw badRequest(message, { password: message });
        }
        if (!EMAIL_PATTERN.test(fields.email)) {
          throw badRequest('Enter a valid email address.', { email: 'Enter a valid email address.' });
        }
        const emailExists = () => new HttpError(422, serverMessages.emailExists);
        // Checked first so a taken email costs no hashing; the insert decides a race.
        if (await users.findByEmail(fields.email)) throw emailExists();
        const user = await users.insert({
          ...fields,
          passwordHash: await hashPassword(fields.password, backend.passwordIterations),
        });
        if (!user) throw emailExists();
        return HttpResponse.json(
          { createdUser: await publicUser(user), encodedToken: await tokenFor(user) },
          { status: 201 },
        );
      }),
    ),

    http.post(
      '*/api/auth/login',
      open(async ({ body }) => {
        const { email, password } = requireStrings(asObject(body), { email: 'Email', password: 'Password' }, [
          'password',
        ]);
        const user = await users.findByEmail(email);
        if (!user) throw new HttpError(404, serverMessages.emailNotRegistered);
        if (!(await verifyPassword(password, user.passwordHash))) {
          throw new HttpError(401, serverMessages.invalidCredentials);
        }
        return HttpResponse.json({ foundUser: await publicUser(user), encodedToken: await tokenFor(user) });
      }),
    ),
  ];
}

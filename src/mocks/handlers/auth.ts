import { http, HttpResponse } from 'msw';
import { serverMessages } from '@/shared/messages';
import { hashPassword, signToken, verifyPassword } from '../auth';
import { findUserByEmail, insertUser, toPublicUser } from '../db';
import { open } from '../handle';
import { HttpError, badRequest } from '../http-error';
import { asObject, requireStrings } from '../validate';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const authHandlers = [
  http.post(
    '*/api/auth/signup',
    open(async ({ body }) => {
      const fields = requireStrings(asObject(body), {
        firstName: 'First Name',
        lastName: 'Last Name',
        email: 'Email',
        password: 'Password',
      });
      if (!EMAIL_PATTERN.test(fields.email)) {
        throw badRequest('Enter a valid email address.', { email: 'Enter a valid email address.' });
      }
      if (findUserByEmail(fields.email)) throw new HttpError(422, serverMessages.emailExists);
      const user = insertUser({ ...fields, passwordHash: await hashPassword(fields.password) });
      const encodedToken = await signToken({ _id: user._id, email: user.email });
      return HttpResponse.json({ createdUser: toPublicUser(user), encodedToken }, { status: 201 });
    }),
  ),

  http.post(
    '*/api/auth/login',
    open(async ({ body }) => {
      const { email, password } = requireStrings(asObject(body), {
        email: 'Email',
        password: 'Password',
      });
      const user = findUserByEmail(email);
      if (!user) throw new HttpError(404, serverMessages.emailNotRegistered);
      if (!(await verifyPassword(password, user.passwordHash))) {
        throw new HttpError(401, serverMessages.invalidCredentials);
      }
      const encodedToken = await signToken({ _id: user._id, email: user.email });
      return HttpResponse.json({ foundUser: toPublicUser(user), encodedToken });
    }),
  ),
];

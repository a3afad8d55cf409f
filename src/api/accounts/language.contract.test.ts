import { GUEST_CREDENTIALS } from '@/shared/constants';
import type { PublicUser } from '@/shared/types';
import { call, expectDbUnchanged, expectRefusal, loginGuest, loginPriya } from '@/api/testing/api-client';
import { LANGUAGE_INVALID } from './language-routes';

interface LoginAnswer {
  foundUser: PublicUser;
}

const foundUser = async (credentials: { email: string; password: string }) =>
  (await call<LoginAnswer>('POST', '/auth/login', { json: credentials })).body.foundUser;

describe('PUT /api/user/language (issue 37)', () => {
  it('keeps the shopper’s choice: the next login answers it, another shopper’s stays unchosen', async () => {
    expect(await foundUser(GUEST_CREDENTIALS)).not.toHaveProperty('language');
    const token = await loginGuest();

    const chosen = await call<{ language: string }>('PUT', '/user/language', {
      token,
      json: { language: 'hi' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ language: 'hi' });
    expect(await foundUser(GUEST_CREDENTIALS)).toMatchObject({ language: 'hi' });

    await call('PUT', '/user/language', { token, json: { language: 'en' } });
    expect(await foundUser(GUEST_CREDENTIALS)).toMatchObject({ language: 'en' });
    expect(
      await foundUser({ email: 'priya.sharma@sneakerhub.in', password: 'priya-runs-fast' }),
    ).not.toHaveProperty('language');
  });

  it.each([[{ language: 'fr' }], [{ language: 7 }], [{}], [['hi']]])(
    'refuses %j with 400 and a readable message, changing nothing',
    async (json) => {
      const token = await loginPriya();
      await expectDbUnchanged(async () => {
        expectRefusal(
          await call('PUT', '/user/language', { token, json }),
          400,
          json instanceof Array ? undefined : LANGUAGE_INVALID,
        );
      });
    },
  );

  it('refuses a visitor without a token with 401', async () => {
    expectRefusal(await call('PUT', '/user/language', { json: { language: 'hi' } }), 401);
  });
});

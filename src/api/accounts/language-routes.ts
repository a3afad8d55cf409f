import { HttpResponse } from 'msw';
import { route, type ApiRoute, type ShopperContext } from '@/api/http/route';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { badRequest } from '@/api/http/http-error';
import { asObject } from '@/api/http/validate';
import { isLocale, LOCALES } from '@/shared/i18n/locales';

/** Not in the spec: a language the shop does not speak (issue 37). */
export const LANGUAGE_INVALID = `language must be one of ${LOCALES.map((locale) => `'${locale}'`).join(', ')}.`;

/**
 * The shopper's language, kept on the account (issue 37): the language control saves a logged-in
 * shopper's choice here, and login answers it (`foundUser.language`), so another browser opens in it.
 */
async function setLanguage(backend: Backend, { user, body }: ShopperContext) {
  const { language } = asObject(body);
  if (!isLocale(language)) throw badRequest(LANGUAGE_INVALID, { language: LANGUAGE_INVALID });
  await backend.repos.users.setLanguage(user._id, language, stampOf(backend.clock));
  return HttpResponse.json({ language });
}

export const languageRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'PUT',
    path: '/api/user/language',
    access: 'shopper',
    answer: (context) => setLanguage(backend, context),
  }),
];

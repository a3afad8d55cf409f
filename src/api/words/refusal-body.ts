import type { HttpError } from '@/api/http/http-error';
import { requestLocale } from './accept-language';

/**
 * A refusal's body in the language the request asks for (`Accept-Language`, issue 37): English,
 * or Hindi from the API's catalogue of them (src/api/words), loaded the first time a request asks.
 */
export async function refusalBody(error: HttpError, request: Request) {
  if (requestLocale(request.headers.get('accept-language')) === 'hi') {
    const { refusalInHindi } = await import(/* webpackChunkName: "api-words-hi" */ './in-hindi');
    return refusalInHindi(error);
  }
  return error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
}

import { HttpResponse } from 'msw';
import { UPDATES_PAGE_SIZE, type UpdatesAnswer } from '@/shared/updates';
import { updateMessages } from '@/shared/update-messages';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { badRequest, notFound } from '@/api/http/http-error';
import { route, type ApiRoute } from '@/api/http/route';
import { asObject } from '@/api/http/validate';

/** `?limit=` as a whole number up to UPDATES_PAGE_SIZE (the page size when absent). */
function limitOf(url: URL): number {
  const asked = url.searchParams.get('limit');
  if (asked === null) return UPDATES_PAGE_SIZE;
  const limit = Number(asked);
  if (!/^\d+$/.test(asked) || limit < 1 || limit > UPDATES_PAGE_SIZE) {
    throw badRequest(updateMessages.badLimit(UPDATES_PAGE_SIZE));
  }
  return limit;
}

/** An update's id is a UUID (notifyShopper makes it): anything else never reaches a query. */
const UPDATE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An update id from the query or body: undefined when absent, else a UUID or a 400. */
function updateIdOf(value: unknown, message: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !UPDATE_ID.test(value)) throw badRequest(message);
  return value;
}

export function updateRoutes(backend: Backend): ApiRoute[] {
  const { updates } = backend.repos;
  return [
    route({
      method: 'GET',
      path: '/api/user/updates',
      access: 'shopper',
      answer: async ({ user, request }) => {
        const url = new URL(request.url);
        const before = updateIdOf(url.searchParams.get('before') ?? undefined, updateMessages.badBefore);
        const page = await updates.page(user._id, { limit: limitOf(url), ...(before ? { before } : {}) });
        if (!page) throw notFound(updateMessages.unknownUpdate(before ?? ''));
        const answer: UpdatesAnswer = { ...page, unread: await updates.unread(user._id) };
        return HttpResponse.json(answer);
      },
    }),

    route({
      method: 'POST',
      path: '/api/user/updates/read',
      access: 'shopper',
      answer: async ({ user, body }) => {
        const upTo = updateIdOf(asObject(body ?? {}).upTo, updateMessages.badUpTo);
        const unread = await updates.markRead(user._id, stampOf(backend.clock), upTo);
        if (unread === null) throw notFound(updateMessages.unknownUpdate(upTo ?? ''));
        return HttpResponse.json({ unread });
      },
    }),
  ];
}

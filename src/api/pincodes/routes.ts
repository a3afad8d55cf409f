import { HttpResponse } from 'msw';
import { route, type ApiRoute } from '@/api/http/route';
import { PINCODE_PATTERN } from '@/shared/pincode';
import { pincodeMessages } from '@/shared/messages';
import type { PincodeAnswer } from '@/shared/types';
import type { Backend } from '@/api/backend';
import { badRequest, notFound, said } from '@/api/http/http-error';
import { deliveryDateFor, secondsUntilPromiseChanges } from './delivery-date';
import { lookupPincode } from './lookup';

export function pincodeRoutes(backend: Backend): ApiRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/pincodes/:pincode',
      access: 'anyone',
      answer: async ({ params }) => {
        const { pincode } = params;
        if (!PINCODE_PATTERN.test(pincode)) throw badRequest(pincodeMessages.malformed);
        const place = await lookupPincode(pincode);
        if (!place) throw notFound(said(pincodeMessages.unknown, pincode));
        const now = backend.clock.now();
        const answer: PincodeAnswer = {
          pincode,
          city: place.city,
          state: place.state,
          otherStates: [...place.otherStates],
          deliverBy: deliveryDateFor(place, now),
        };
        // The same for every visitor until the next dispatch cut-off, so a browser or a CDN may keep
        // it that long. Not `public`: the server's own answer cache keeps only those, and is sized for
        // the catalogue's few answers, which 19,000 pincodes would crowd out.
        return HttpResponse.json(answer, {
          headers: { 'cache-control': `max-age=${secondsUntilPromiseChanges(now)}` },
        });
      },
    }),
  ];
}

import { HttpResponse } from 'msw';
import { http } from '@/api/http/route';
import { PINCODE_PATTERN } from '@/shared/pincode';
import { pincodeMessages } from '@/shared/messages';
import type { PincodeAnswer } from '@/shared/types';
import type { Backend } from '@/api/backend';
import type { EndpointWrappers } from '@/api/http/handle';
import { badRequest, notFound } from '@/api/http/http-error';
import { deliveryDateFor, lookupPincode, secondsUntilPromiseChanges } from './';

export function pincodeHandlers({ settings }: Backend, { open }: EndpointWrappers) {
  return [
    http.get<{ pincode: string }>(
      '*/api/pincodes/:pincode',
      open(async ({ params }) => {
        const { pincode } = params;
        if (!PINCODE_PATTERN.test(pincode)) throw badRequest(pincodeMessages.malformed);
        const place = await lookupPincode(pincode);
        if (!place) throw notFound(pincodeMessages.unknown(pincode));
        const now = settings.now();
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
      }),
    ),
  ];
}

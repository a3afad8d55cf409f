import { HttpResponse } from 'msw';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { badRequest } from '@/api/http/http-error';
import { route, type ApiRoute, type RequestContext } from '@/api/http/route';
import { asObject } from '@/api/http/validate';
import { spend } from '@/api/limits/rate-limits';
import {
  COMPLAINT_ACKNOWLEDGE_HOURS,
  COMPLAINT_TICKET_ALPHABET,
  type Complaint,
  type ComplaintAnswer,
} from '@/shared/complaints';
import { validateComplaint } from '@/shared/complaint-validation';
import { complaintMessages } from '@/shared/legal-messages';

const HOUR_MS = 60 * 60 * 1000;
/** Draws before giving up on a free ticket: 31^8 tickets make a second clash all but impossible. */
const TICKET_DRAWS = 5;

function newTicket(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const letters = Array.from(bytes, (b) =>
    COMPLAINT_TICKET_ALPHABET.charAt(b % COMPLAINT_TICKET_ALPHABET.length),
  );
  return `GRV-${letters.join('')}`;
}

/** Anyone, signed in or not, files a complaint: validated, rate-limited per address, given a ticket. */
async function fileComplaint(backend: Backend, { body, client }: RequestContext): Promise<Response> {
  const checked = validateComplaint(asObject(body));
  if (checked.errors) throw badRequest(Object.values(checked.errors).join(' '), checked.errors);
  await spend(backend.limiters, [['complaintsPerAddress', client]], complaintMessages.tooMany);
  const createdAt = stampOf(backend.clock);
  const acknowledgeBy = stampOf(backend.clock, COMPLAINT_ACKNOWLEDGE_HOURS * HOUR_MS);
  for (let draw = 0; draw < TICKET_DRAWS; draw += 1) {
    const complaint: Complaint = {
      ...checked.complaint,
      ticket: newTicket(),
      createdAt,
      acknowledgeBy,
      status: 'open',
    };
    if (await backend.repos.complaints.insert(complaint)) {
      return HttpResponse.json({ complaint } satisfies ComplaintAnswer, { status: 201 });
    }
  }
  throw new Error('no free complaint ticket after several draws');
}

/** A complaint to the grievance officer, filed by anyone (the console's routes: ./staff-routes.ts). */
export const complaintRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'POST',
    path: '/api/complaints',
    access: 'anyone',
    answer: (context) => fileComplaint(backend, context),
  }),
];

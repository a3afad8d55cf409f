import { HttpResponse } from 'msw';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { HttpError, badRequest, notFound } from '@/api/http/http-error';
import { route, type ApiRoute, type RequestContext, type StaffContext } from '@/api/http/route';
import { asObject } from '@/api/http/validate';
import { spend } from '@/api/limits/rate-limits';
import { recordStaffAction } from '@/api/staff/audit';
import {
  COMPLAINT_ACKNOWLEDGE_HOURS,
  COMPLAINT_MOVES,
  COMPLAINT_STATUSES,
  COMPLAINT_TICKET_ALPHABET,
  type Complaint,
  type ComplaintAnswer,
  type ComplaintPage,
  type ComplaintStatus,
} from '@/shared/after-sales';
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

const isStatus = (value: unknown): value is ComplaintStatus =>
  COMPLAINT_STATUSES.some((status) => status === value);

/** Newest first; `?status=` one status only. */
async function complaintList(backend: Backend, { request }: StaffContext): Promise<Response> {
  const status = new URL(request.url).searchParams.get('status');
  if (status !== null && status !== '' && !isStatus(status)) {
    throw badRequest(complaintMessages.filterInvalid, { status: complaintMessages.filterInvalid });
  }
  const complaints = await backend.repos.complaints.list(status ? status : null);
  return HttpResponse.json({ complaints } satisfies ComplaintPage);
}

/** Acknowledged or resolved, by the moves table (409 otherwise); the audit line in the same transaction. */
async function moveComplaint(
  backend: Backend,
  { staff, params, body }: StaffContext<{ ticket: string }>,
): Promise<Response> {
  const { status: to } = asObject(body);
  if (to === 'open' || !isStatus(to)) {
    throw badRequest(complaintMessages.statusInvalid, { status: complaintMessages.statusInvalid });
  }
  const from = COMPLAINT_STATUSES.filter((status) => COMPLAINT_MOVES[status].includes(to));
  const at = stampOf(backend.clock);
  const complaint = await backend.repos.transaction(async (tx) => {
    const move = await tx.complaints.move(params.ticket, to, from);
    if (!move) throw notFound(complaintMessages.noSuchTicket(params.ticket));
    if ('refused' in move) throw new HttpError(409, complaintMessages.moveRefused(move.refused, to));
    await recordStaffAction(
      tx,
      staff,
      {
        action: 'complaint.status',
        target: params.ticket,
        before: { status: move.before },
        after: { status: to },
      },
      at,
    );
    return move.complaint;
  });
  return HttpResponse.json({ complaint } satisfies ComplaintAnswer);
}

/** Complaints to the grievance officer: filed by anyone, handled in the console. */
export const complaintRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'POST',
    path: '/api/complaints',
    access: 'anyone',
    answer: (context) => fileComplaint(backend, context),
  }),
  route({
    method: 'GET',
    path: '/api/staff/complaints',
    access: 'staff',
    answer: (context) => complaintList(backend, context),
  }),
  route({
    method: 'POST',
    path: '/api/staff/complaints/:ticket/status',
    access: 'staff',
    answer: (context) => moveComplaint(backend, context),
  }),
];

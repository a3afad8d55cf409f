import { HttpResponse } from 'msw';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { HttpError, badRequest, notFound } from '@/api/http/http-error';
import { route, type ApiRoute, type StaffContext } from '@/api/http/route';
import { asObject } from '@/api/http/validate';
import { recordStaffAction } from '@/api/staff';
import {
  complaintMachine,
  COMPLAINT_PAGE_SIZE,
  COMPLAINT_STATUSES,
  COMPLAINT_TICKET_FORMAT,
  type ComplaintAnswer,
  type ComplaintPage,
  type ComplaintStatus,
} from '@/shared/complaints';
import { complaintMessages } from '@/shared/legal-messages';

const isStatus = (value: unknown): value is ComplaintStatus =>
  COMPLAINT_STATUSES.some((status) => status === value);

/** The cursor `after`: absent for the newest page, else the ticket a page before ended with. */
function cursorOf(searchParams: URLSearchParams): string | null {
  const after = searchParams.get('after');
  if (after === null || after === '') return null;
  if (!COMPLAINT_TICKET_FORMAT.test(after)) {
    throw badRequest(complaintMessages.cursorInvalid, { after: complaintMessages.cursorInvalid });
  }
  return after;
}

/** Newest first, COMPLAINT_PAGE_SIZE a page read on with `?after=`; `?status=` one status only. */
async function complaintList(backend: Backend, { request }: StaffContext): Promise<Response> {
  const { searchParams } = new URL(request.url);
  const status = searchParams.get('status');
  if (status !== null && status !== '' && !isStatus(status)) {
    throw badRequest(complaintMessages.filterInvalid, { status: complaintMessages.filterInvalid });
  }
  const page = await backend.repos.complaints.page(
    status || null,
    cursorOf(searchParams),
    COMPLAINT_PAGE_SIZE,
  );
  return HttpResponse.json(page satisfies ComplaintPage);
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
  const from = complaintMachine.movesTo(to, 'staff');
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

/** The console's complaints: listed, acknowledged and resolved by staff. */
export const staffComplaintRoutes = (backend: Backend): ApiRoute[] => [
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

import { HttpResponse } from 'msw';
import type { Backend } from '@/api/backend';
import { badRequest } from '@/api/http/http-error';
import { placedBetween } from '@/api/http/india-days';
import { route, type ApiRoute, type StaffContext } from '@/api/http/route';
import { AUDIT_KINDS, type AuditPage } from '@/shared/staff';
import type { AuditFilter } from './repository';

/** Lines of the audit log a page holds. */
export const AUDIT_PAGE_SIZE = 50;

/** A line's id, as the cursor `after` names it: a whole number, as the log numbers its lines. */
const CURSOR_PATTERN = /^[1-9]\d{0,14}$/;
/** A member's id as the accounts make them (a UUID, or the demo owner's name-like id). */
const STAFF_ID_PATTERN = /^[\w-]{1,64}$/;

const refuse = (name: string, message: string) => badRequest(message, { [name]: message });

/** The query of GET /api/staff/audit, each parameter checked: a readable 400 naming the one that is wrong. */
function filterOf(request: Request): AuditFilter {
  const get = (name: string) => new URL(request.url).searchParams.get(name) || null;
  const after = get('after');
  if (after !== null && !CURSOR_PATTERN.test(after)) {
    throw refuse('after', '`after` must be the `next` of the page before: a line id such as 42.');
  }
  const staffId = get('staffId');
  if (staffId !== null && !STAFF_ID_PATTERN.test(staffId)) {
    throw refuse('staffId', '`staffId` must be a staff member’s id, as GET /api/staff/members lists them.');
  }
  const kindText = get('kind');
  const kind = AUDIT_KINDS.find((known) => known === kindText);
  if (kindText !== null && !kind) {
    throw refuse('kind', `\`kind\` must be one of: ${AUDIT_KINDS.join(', ')}.`);
  }
  return {
    after,
    ...(staffId ? { staffId } : {}),
    ...(kind ? { kind } : {}),
    ...placedBetween(get('from'), get('to')),
  };
}

async function auditPage(backend: Backend, { request }: StaffContext) {
  const page: AuditPage = await backend.repos.staffAudit.page(filterOf(request), AUDIT_PAGE_SIZE);
  return HttpResponse.json(page);
}

/** The audit log, for owners: newest first, filtered by member, kind and India days, paged with a cursor. */
export const staffAuditRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'GET',
    path: '/api/staff/audit',
    access: 'owner',
    answer: (context) => auditPage(backend, context),
  }),
];

import { HttpResponse } from 'msw';
import type { Backend } from '@/api/backend';
import { badRequest } from '@/api/http/http-error';
import { route, type ApiRoute, type StaffContext } from '@/api/http/route';
import type { AuditPage } from '@/shared/staff';

/** Lines of the audit log a page holds. */
export const AUDIT_PAGE_SIZE = 50;

/** A line's id, as the cursor `after` names it: a whole number, as the log numbers its lines. */
const CURSOR_PATTERN = /^[1-9]\d{0,14}$/;

/** The cursor `after` of GET /api/staff/audit: absent for the newest page, else a line's id. */
function cursorOf(request: Request): string | null {
  const after = new URL(request.url).searchParams.get('after');
  if (after === null || after === '') return null;
  if (!CURSOR_PATTERN.test(after)) {
    throw badRequest('`after` must be the `next` of the page before: a line id such as 42.');
  }
  return after;
}

async function auditPage(backend: Backend, { request }: StaffContext) {
  const page: AuditPage = await backend.repos.staffAudit.page(cursorOf(request), AUDIT_PAGE_SIZE);
  return HttpResponse.json(page);
}

/** The audit log, for owners: newest first, paged with a cursor. */
export const staffAuditRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'GET',
    path: '/api/staff/audit',
    access: 'owner',
    answer: (context) => auditPage(backend, context),
  }),
];

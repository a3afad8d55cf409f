import { HttpResponse } from 'msw';
import type { Backend } from '@/api/backend';
import { route, type ApiRoute } from '@/api/http/route';
import { staffAuditRoutes } from './audit-routes';
import { staffMemberRoutes } from './member-routes';
import { publicStaff } from './repository';
import { staffSessionRoutes } from './session-routes';

/** Staff sign-in, sign-out and who is signed in; the owner's staff accounts; the audit log. */
export const staffRoutes = (backend: Backend): ApiRoute[] => [
  ...staffSessionRoutes(backend),
  route({
    method: 'GET',
    path: '/api/staff/me',
    access: 'staff',
    answer: ({ staff }) => HttpResponse.json({ staff: publicStaff(staff) }),
  }),
  ...staffMemberRoutes(backend),
  ...staffAuditRoutes(backend),
];

import { HttpResponse } from 'msw';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { badRequest, HttpError, notFound } from '@/api/http/http-error';
import { route, type ApiRoute, type StaffContext } from '@/api/http/route';
import { asObject } from '@/api/http/validate';
import { staffMessages, type StaffMemberChange } from '@/shared/staff';
import { addStaffMember, isStaffRole, newStaffInput, ROLE_MESSAGE } from './add-member';
import { recordStaffAction } from './audit';
import { publicStaff, type StaffRecord } from './repository';

/** A new member, with its audit line; 409 when the email is taken. */
async function addMember(backend: Backend, { staff, body }: StaffContext) {
  const input = newStaffInput(body);
  const at = stampOf(backend.clock);
  const { passwordIterations } = backend;
  const member = await addStaffMember(backend.repos, input, staff, { passwordIterations, at });
  return HttpResponse.json({ member }, { status: 201 });
}

function memberChange(body: unknown): StaffMemberChange {
  const { disabled, role } = asObject(body);
  if (disabled === undefined && role === undefined) {
    throw badRequest('Say what changes: `disabled`, `role`, or both.');
  }
  if (disabled !== undefined && typeof disabled !== 'boolean') {
    throw badRequest('`disabled` must be true or false.', { disabled: '`disabled` must be true or false.' });
  }
  if (role !== undefined && !isStaffRole(role)) throw badRequest(ROLE_MESSAGE, { role: ROLE_MESSAGE });
  return { ...(disabled === undefined ? {} : { disabled }), ...(role === undefined ? {} : { role }) };
}

/** What a change can touch, for the audit line's before and after. */
const accessOf = ({ role, disabled }: StaffRecord) => ({ role, disabled });

/**
 * A member's role or disabled flag. An owner cannot disable or demote themself (another owner
 * can), and the last active owner stays one: both 409 with the reason. Disabling ends the
 * member's sessions.
 */
async function changeMember(backend: Backend, { staff, params, body }: StaffContext<{ staffId: string }>) {
  const change = memberChange(body);
  const { staffId } = params;
  if (staffId === staff._id && (change.disabled === true || change.role === 'staff')) {
    throw new HttpError(409, staffMessages.notYourself);
  }
  const at = stampOf(backend.clock);
  const member = await backend.repos.transaction(async (tx) => {
    const before = await tx.staff.findById(staffId);
    if (!before) throw notFound(staffMessages.notFound);
    const outcome = await tx.staff.change(staffId, change, at);
    if ('refused' in outcome) {
      throw outcome.refused === 'last-owner'
        ? new HttpError(409, staffMessages.lastOwner)
        : notFound(staffMessages.notFound);
    }
    const { changed } = outcome;
    const action = {
      action: 'staff.change',
      target: staffId,
      before: accessOf(before),
      after: accessOf(changed),
    };
    await recordStaffAction(tx, staff, action, at);
    return publicStaff(changed);
  });
  return HttpResponse.json({ member });
}

/** The owner's staff accounts: list, add, change. */
export const staffMemberRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'GET',
    path: '/api/staff/members',
    access: 'owner',
    answer: async () => HttpResponse.json({ members: (await backend.repos.staff.list()).map(publicStaff) }),
  }),
  route({
    method: 'POST',
    path: '/api/staff/members',
    access: 'owner',
    answer: (context) => addMember(backend, context),
  }),
  route({
    method: 'PUT',
    path: '/api/staff/members/:staffId',
    access: 'owner',
    answer: (context) => changeMember(backend, context),
  }),
];

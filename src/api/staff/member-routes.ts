import { HttpResponse } from 'msw';
import { hashPassword } from '@/api/accounts/auth';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { badRequest, HttpError, notFound } from '@/api/http/http-error';
import { route, type ApiRoute, type StaffContext } from '@/api/http/route';
import { asObject, checkNewCredentials, requireStrings } from '@/api/http/validate';
import {
  STAFF_ROLES,
  staffMessages,
  type NewStaffInput,
  type StaffMemberChange,
  type StaffRole,
} from '@/shared/staff';
import { recordStaffAction } from './audit';
import { publicStaff, type StaffRecord } from './repository';

const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);
const ROLE_MESSAGE = `Role must be one of: ${STAFF_ROLES.join(', ')}.`;

function newStaffInput(body: unknown): NewStaffInput {
  const fields = requireStrings(
    asObject(body),
    { email: 'Email', name: 'Name', role: 'Role', password: 'Password' },
    ['password'],
  );
  const { role } = fields;
  if (!isStaffRole(role)) throw badRequest(ROLE_MESSAGE, { role: ROLE_MESSAGE });
  checkNewCredentials(fields);
  return { ...fields, role };
}

/** A new member, with its audit line in the same transaction; 409 when the email is taken. */
async function addMember(backend: Backend, { staff, body }: StaffContext) {
  const { password, ...input } = newStaffInput(body);
  const passwordHash = await hashPassword(password, backend.passwordIterations);
  const at = stampOf(backend.clock);
  const member = await backend.repos.transaction(async (tx) => {
    const added = await tx.staff.insert({ ...input, passwordHash, createdAt: at });
    if (!added) throw new HttpError(409, staffMessages.emailTaken, { email: staffMessages.emailTaken });
    const after = publicStaff(added);
    await recordStaffAction(tx, staff, { action: 'staff.add', target: added._id, before: null, after }, at);
    return after;
  });
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

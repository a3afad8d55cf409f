import { HttpResponse } from 'msw';
import { MORNING_NOTE_MESSAGES, type MorningNoteSetting } from '@/shared/dashboard';
import { recordStaffAction } from '@/api/staff';
import { route, type ApiRoute, type StaffContext } from '@/api/http/route';
import { asObject } from '@/api/http/validate';
import { badRequest, notFound } from '@/api/http/http-error';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';

/** Turns the owner's own morning note on or off; the audit line in the same transaction. */
async function setMorningNote(backend: Backend, { staff, body }: StaffContext): Promise<Response> {
  const { enabled } = asObject(body);
  if (typeof enabled !== 'boolean') {
    throw badRequest(MORNING_NOTE_MESSAGES.enabledInvalid, { enabled: MORNING_NOTE_MESSAGES.enabledInvalid });
  }
  const at = stampOf(backend.clock);
  const changed = await backend.repos.transaction(async (tx) => {
    const member = await tx.staff.setMorningNote(staff._id, enabled, at);
    if (!member) throw notFound(MORNING_NOTE_MESSAGES.noMember);
    const action = { action: 'staff.morning-note', target: staff._id };
    await recordStaffAction(
      tx,
      staff,
      { ...action, before: { enabled: staff.morningNote }, after: { enabled } },
      at,
    );
    return member;
  });
  return HttpResponse.json({ enabled: changed.morningNote } satisfies MorningNoteSetting);
}

/** The owner's morning note setting: read and changed by the owner it belongs to. */
export const morningNoteRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'GET',
    path: '/api/staff/me/morning-note',
    access: 'owner',
    answer: ({ staff }) => HttpResponse.json({ enabled: staff.morningNote } satisfies MorningNoteSetting),
  }),
  route({
    method: 'PUT',
    path: '/api/staff/me/morning-note',
    access: 'owner',
    answer: (context) => setMorningNote(backend, context),
  }),
];

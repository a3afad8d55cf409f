import { screen, waitFor, within } from '@testing-library/react';
import { STAFF_PASSWORD_CHANGED } from '@/features/staff/components/staff-password-form';
import { inlineMessages, serverMessages } from '@/shared/messages';
import { staffPaths } from '@/shared/paths';
import { DEMO_STAFF_CREDENTIALS, type StaffMember } from '@/shared/staff';
import { recordRequests } from '@/testing/record-requests';
import { renderApp } from '@/testing/render-app';
import { callAsStaff, startStaffSession, storedStaffRecord } from '@/testing/staff';

const NEW_PASSWORD = 'new-laces-2026';

const passwordForm = () => screen.findByRole('form', { name: 'Change your password' });

async function fillPasswordForm(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  { current, next, confirm = next }: { current: string; next: string; confirm?: string },
) {
  const form = within(await passwordForm());
  await user.type(form.getByLabelText('Current password'), current);
  await user.type(form.getByLabelText('New password'), next);
  await user.type(form.getByLabelText('Confirm new password'), confirm);
  await user.click(form.getByRole('button', { name: 'Change password' }));
}

describe('/staff/account: a member changes their own password', () => {
  it('changes it: the other sessions end, this console goes on with a fresh token', async () => {
    const other = await startStaffSession();
    const mine = await startStaffSession();
    const { user } = await renderApp({ route: staffPaths.complaints });
    await user.click(await screen.findByRole('link', { name: 'Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();

    await fillPasswordForm(user, { current: DEMO_STAFF_CREDENTIALS.password, next: NEW_PASSWORD });
    expect(await screen.findByText(STAFF_PASSWORD_CHANGED)).toBeInTheDocument();
    expect(within(await passwordForm()).getByLabelText('Current password')).toHaveValue('');
    await waitFor(() => expect(storedStaffRecord()?.token).not.toBe(mine));
    const renewed = storedStaffRecord()?.token ?? '';
    expect((await callAsStaff(other, 'GET', '/staff/me')).status).toBe(401);
    expect((await callAsStaff(mine, 'GET', '/staff/me')).status).toBe(401);
    expect((await callAsStaff<{ staff: StaffMember }>(renewed, 'GET', '/staff/me')).status).toBe(200);

    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('checks the new password in the form and sends nothing while it is short or unconfirmed', async () => {
    await startStaffSession();
    const recorder = recordRequests();
    const { user } = await renderApp({ route: staffPaths.account });
    await fillPasswordForm(user, { current: DEMO_STAFF_CREDENTIALS.password, next: 'short' });
    const form = within(await passwordForm());
    expect(form.getByLabelText('New password')).toHaveAccessibleDescription(inlineMessages.passwordTooShort);
    await user.clear(form.getByLabelText('New password'));
    await user.type(form.getByLabelText('New password'), NEW_PASSWORD);
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(form.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      inlineMessages.passwordsMismatch,
    );
    expect(await recorder.to('POST /api/staff/password')).toEqual([]);
  });

  it('shows a wrong current password under its field; the session goes on', async () => {
    const token = await startStaffSession();
    const { user } = await renderApp({ route: staffPaths.account });
    await fillPasswordForm(user, { current: 'not-the-password', next: NEW_PASSWORD });
    const form = within(await passwordForm());
    await waitFor(() =>
      expect(form.getByLabelText('Current password')).toHaveAccessibleDescription(
        serverMessages.currentPasswordWrong,
      ),
    );
    expect(screen.queryByText(STAFF_PASSWORD_CHANGED)).not.toBeInTheDocument();
    expect((await callAsStaff(token, 'GET', '/staff/me')).status).toBe(200);
  });
});

describe("the team: an owner signs a member's sessions out", () => {
  it('"Sign out everywhere" ends every session of that member; not offered for the owner themself', async () => {
    const owner = await startStaffSession();
    const packer = {
      email: 'packer@sneakerhub.in',
      name: 'Ravi Packer',
      role: 'staff',
      password: 'packing-1',
    };
    expect((await callAsStaff(owner, 'POST', '/staff/members', packer)).status).toBe(201);
    const packerLogin = await callAsStaff<{ staffToken: string }>(owner, 'POST', '/staff/login', packer);
    const packerToken = packerLogin.body.staffToken;
    await startStaffSession();
    const { user } = await renderApp({ route: staffPaths.team });
    const table = await screen.findByRole('table', { name: 'Staff members' });
    const mine = within(table).getByRole('row', { name: /staff@sneakerhub\.in/ });
    expect(within(mine).queryByRole('button', { name: /Sign out every session/ })).not.toBeInTheDocument();

    await user.click(
      within(table).getByRole('button', { name: 'Sign out every session of packer@sneakerhub.in' }),
    );
    const row = within(table).getByRole('row', { name: /packer@sneakerhub\.in/ });
    expect(await within(row).findByText('Signed out')).toBeInTheDocument();
    expect((await callAsStaff(packerToken, 'GET', '/staff/me')).status).toBe(401);
    expect((await callAsStaff(owner, 'GET', '/staff/me')).status).toBe(200);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { AUDIT_PAGE_SIZE } from '@/api/staff/audit-routes';
import { demoStaff } from '@/api/staff/demo-staff';
import { LOGIN_STORAGE_KEY } from '@/shared/constants';
import { INVALID_EMAIL } from '@/shared/email-address';
import { staffPaths } from '@/shared/paths';
import { DEMO_STAFF_CREDENTIALS, staffMessages, type StaffMember } from '@/shared/staff';
import { recordRequests } from '@/testing/record-requests';
import { renderApp } from '@/testing/render-app';
import { callAsStaff, startStaffSession, storedStaffRecord } from '@/testing/staff';

const NEW_MEMBER = { email: 'packer@sneakerhub.in', name: 'Ravi Packer', password: 'packing-shift-1' };

describe('signing in to the console', () => {
  it('signs the demo owner in with the form, keeps the console’s own record and opens the console’s home', async () => {
    const { user, router } = await renderApp({ route: staffPaths.login });
    await user.type(await screen.findByLabelText('Email'), DEMO_STAFF_CREDENTIALS.email);
    await user.type(screen.getByLabelText('Password'), DEMO_STAFF_CREDENTIALS.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(staffPaths.home);
    await waitFor(() => expect(storedStaffRecord()?.member.email).toBe(DEMO_STAFF_CREDENTIALS.email));
    expect(localStorage.getItem(LOGIN_STORAGE_KEY)).toBeNull();
  });

  it('says why a wrong password is refused and stays on the sign-in', async () => {
    const { user, router } = await renderApp({ route: staffPaths.login });
    await user.type(await screen.findByLabelText('Email'), DEMO_STAFF_CREDENTIALS.email);
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(staffMessages.wrongCredentials)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(staffPaths.login);
    expect(storedStaffRecord()).toBeNull();
  });
});

describe('the team (owners)', () => {
  it('lists the members, the owner as "You"', async () => {
    await startStaffSession();
    await renderApp({ route: staffPaths.team });
    const table = await screen.findByRole('table', { name: 'Staff members' });
    const owner = within(table).getByRole('row', { name: /staff@sneakerhub\.in/ });
    expect(within(owner).getByText('You')).toBeInTheDocument();
    expect(within(owner).getByText('owner')).toBeInTheDocument();
  });

  it('checks a new member in the form, then adds and disables them', async () => {
    await startStaffSession();
    const recorder = recordRequests();
    const { user } = await renderApp({ route: staffPaths.team });
    const form = await screen.findByRole('form', { name: 'Add a member' });
    await user.type(within(form).getByLabelText('Password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    expect(within(form).getByText(INVALID_EMAIL)).toBeInTheDocument();
    expect(within(form).getByText('Enter the name.')).toBeInTheDocument();
    expect(within(form).getByText('The password needs 8 characters or more.')).toBeInTheDocument();
    expect(await recorder.to('POST /api/staff/members')).toEqual([]);

    await user.type(within(form).getByLabelText('Email'), NEW_MEMBER.email);
    await user.type(within(form).getByLabelText('Name'), NEW_MEMBER.name);
    await user.clear(within(form).getByLabelText('Password'));
    await user.type(within(form).getByLabelText('Password'), NEW_MEMBER.password);
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    expect(await within(form).findByText(`${NEW_MEMBER.email} can sign in now.`)).toBeInTheDocument();
    const [added] = await recorder.to('POST /api/staff/members');
    expect(added?.body).toEqual({ ...NEW_MEMBER, role: 'staff' });

    const row = await screen.findByRole('row', { name: new RegExp(NEW_MEMBER.name) });
    expect(within(row).getByText('Active')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `Disable ${NEW_MEMBER.email}` }));
    expect(await within(row).findByText('Disabled')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Enable ${NEW_MEMBER.email}` })).toBeInTheDocument();
  });

  it('shows the server’s refusal of an email already taken', async () => {
    await startStaffSession();
    const { user } = await renderApp({ route: staffPaths.team });
    const form = await screen.findByRole('form', { name: 'Add a member' });
    await user.type(within(form).getByLabelText('Email'), DEMO_STAFF_CREDENTIALS.email);
    await user.type(within(form).getByLabelText('Name'), 'Someone Else');
    await user.type(within(form).getByLabelText('Password'), NEW_MEMBER.password);
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    // Under the field it is about, read with it.
    await waitFor(() =>
      expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription(staffMessages.emailTaken),
    );
    expect(within(form).getByLabelText('Email')).toHaveFocus();
  });
});

describe('the audit log (owners)', () => {
  it('shows each action newest first with before → after, and loads older pages with the cursor', async () => {
    const token = await startStaffSession();
    const { body } = await callAsStaff<{ member: StaffMember }>(token, 'POST', '/staff/members', {
      ...NEW_MEMBER,
      role: 'staff',
    });
    // Enough changes for a second page: each disable or enable is one line.
    for (let change = 0; change < AUDIT_PAGE_SIZE; change += 1) {
      await callAsStaff(token, 'PUT', `/staff/members/${body.member._id}`, { disabled: change % 2 === 0 });
    }
    const recorder = recordRequests();
    const { user } = await renderApp({ route: staffPaths.audit });
    const list = await screen.findByRole('list', { name: 'Staff actions, newest first' });
    const lines = () => within(list).getAllByRole('listitem');
    expect(lines()).toHaveLength(AUDIT_PAGE_SIZE);
    // The newest, as a sentence: the last change enabled the member again (disabled: true → false).
    await waitFor(() =>
      expect(lines()[0]).toHaveTextContent(
        `${demoStaff.name} changed ${NEW_MEMBER.name}’s access: disabled true → false`,
      ),
    );
    expect(lines()[0]).toHaveTextContent(DEMO_STAFF_CREDENTIALS.email);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    // The older page: the member's addition, after the owner's sign-in.
    await waitFor(() => expect(lines()).toHaveLength(AUDIT_PAGE_SIZE + 2));
    const [added, signedIn] = lines().slice(-2);
    expect(added).toHaveTextContent(`${demoStaff.name} added ${NEW_MEMBER.name} to the team as staff`);
    expect(signedIn).toHaveTextContent(`${demoStaff.name} signed in`);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const pages = await recorder.to('GET /api/staff/audit');
    expect(pages).toHaveLength(2);
    await act(() => Promise.resolve());
  });
});

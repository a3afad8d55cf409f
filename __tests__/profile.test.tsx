import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AddressBook } from '@/features/addresses';
import { addressesOf, findUserByEmail } from '@/mocks/db';
import { server } from '@/mocks/node';
import { inlineMessages } from '@/shared/messages';
import { recordRequests } from '@/testing/record-requests';
import { guest, secondUser } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';
import { Route } from 'react-router-dom';

type View = Awaited<ReturnType<typeof renderApp>>;

async function renderProfile(route = '/profile', user: { email: string } = guest) {
  const view = await renderApp({ route, user });
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  return view;
}

function guestAddresses() {
  return addressesOf(findUserByEmail(guest.email)!._id);
}

function cardOf(name: string) {
  const cards = within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem');
  const card = cards.find((item) => within(item).queryByText(name, { exact: true }));
  if (!card) throw new Error(`no address card for ${name}`);
  return card;
}

function dialog() {
  return within(screen.getByRole('dialog'));
}

const newAddress = {
  name: 'Meera Iyer',
  mobile: '9123456780',
  pincode: '600004',
  city: 'Chennai',
  residence: '22 Luz Church Road, Mylapore',
  state: 'Tamil Nadu',
};

async function fillAddress(user: View['user'], values: Partial<typeof newAddress>) {
  const fields: [keyof typeof newAddress, string][] = [
    ['name', 'Name'],
    ['mobile', 'Mobile number'],
    ['pincode', 'Pincode'],
    ['city', 'City'],
    ['residence', 'Address (house, street, area)'],
  ];
  for (const [key, label] of fields) {
    const value = values[key];
    if (value === undefined) continue;
    await user.clear(dialog().getByLabelText(label));
    await user.type(dialog().getByLabelText(label), value);
  }
  if (values.state) await user.selectOptions(dialog().getByLabelText('State'), values.state);
}

describe('profile', () => {
  it('shows the first and last name joined with no space, and the email', async () => {
    await renderProfile();
    const panel = within(screen.getByRole('tabpanel', { name: 'Profile Information' }));
    const row = findUserByEmail(guest.email)!;
    expect(panel.getByText(`${row.firstName}${row.lastName}`)).toBeInTheDocument();
    expect(panel.getByText(row.email)).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('switches tabs with the arrow keys, Home and End, and keeps the tab in the URL', async () => {
    const { router, user } = await renderProfile();
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Profile Information')).toHaveAttribute('aria-selected', 'true');

    await user.click(tab('Profile Information'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('Address')).toHaveAttribute('aria-selected', 'true'));
    expect(tab('Address')).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=address');
    expect(await screen.findByRole('button', { name: 'Add New Address' })).toBeInTheDocument();

    await user.keyboard('{End}');
    await waitFor(() => expect(tab('Orders')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tabpanel', { name: 'Orders' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('Profile Information')).toHaveAttribute('aria-selected', 'true'));
    expect(router.state.location.search).toBe('');

    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(tab('Orders')).toHaveFocus());
    await user.keyboard('{Home}');
    await waitFor(() => expect(tab('Profile Information')).toHaveFocus());
    expect(tab('Address')).toHaveAttribute('tabindex', '-1');
  });

  it('opens the address tab from a ?tab=address link', async () => {
    await renderProfile('/profile?tab=address');
    expect(screen.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(guestAddresses()[0]!.residence)).toBeInTheDocument();
  });
});

describe('address book', () => {
  it('shows each saved address: name, residence and state, pincode and phone', async () => {
    await renderProfile('/profile?tab=address');
    const [saved] = guestAddresses();
    await screen.findByText(saved!.name, { exact: true });
    const card = within(cardOf(saved!.name));
    expect(card.getByText(saved!.residence)).toBeInTheDocument();
    expect(card.getByText(new RegExp(saved!.state))).toBeInTheDocument();
    expect(card.getByText(new RegExp(saved!.pincode))).toBeInTheDocument();
    expect(card.getByText(new RegExp(saved!.mobile))).toBeInTheDocument();
    expect(card.getByRole('button', { name: /edit/i })).toBeInTheDocument();
    expect(card.getByRole('button', { name: /delete/i })).toBeInTheDocument();
  });

  it("says 'No address found.' when there is none", async () => {
    await renderProfile('/profile?tab=address', secondUser);
    expect(await screen.findByText(inlineMessages.noAddress)).toBeInTheDocument();
  });

  it('adds an address that the server keeps: a fresh start shows it', async () => {
    const { user, unmount } = await renderProfile('/profile?tab=address', secondUser);
    await screen.findByText(inlineMessages.noAddress);
    const opener = screen.getByRole('button', { name: 'Add New Address' });
    await user.click(opener);
    expect(dialog().getByRole('heading', { name: 'Add New Address' })).toBeInTheDocument();
    expect(dialog().getByRole('option', { name: 'Choose State' })).toBeInTheDocument();
    expect(dialog().getAllByRole('option')).toHaveLength(37);
    expect(dialog().getByLabelText('Mobile number')).toHaveAttribute('type', 'number');
    expect(dialog().getByLabelText('Pincode')).toHaveAttribute('type', 'number');

    await fillAddress(user, newAddress);
    await user.click(dialog().getByRole('button', { name: 'Add Address' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(cardOf(newAddress.name)).getByText(newAddress.residence)).toBeInTheDocument();
    expect(opener).toHaveFocus();
    const stored = addressesOf(findUserByEmail(secondUser.email)!._id);
    expect(stored).toEqual([expect.objectContaining({ ...newAddress, isSelected: false })]);

    unmount();
    await renderProfile('/profile?tab=address', secondUser);
    expect(await screen.findByText(newAddress.residence)).toBeInTheDocument();
  });

  it('edits an address in place', async () => {
    const { user } = await renderProfile('/profile?tab=address');
    const [saved] = guestAddresses();
    await screen.findByText(saved!.residence);
    await user.click(within(cardOf(saved!.name)).getByRole('button', { name: /edit/i }));
    expect(dialog().getByRole('heading', { name: 'Edit Address' })).toBeInTheDocument();
    expect(dialog().getByLabelText('City')).toHaveValue(saved!.city);
    expect(dialog().getByLabelText('State')).toHaveValue(saved!.state);

    await fillAddress(user, { city: 'Mysuru', pincode: '570001' });
    await user.click(dialog().getByRole('button', { name: 'Save Address' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(cardOf(saved!.name)).getByText(/Mysuru/)).toBeInTheDocument();
    expect(guestAddresses()).toEqual([
      expect.objectContaining({ id: saved!.id, city: 'Mysuru', pincode: '570001' }),
    ]);
  });

  it('deletes an address', async () => {
    const { user } = await renderProfile('/profile?tab=address');
    const [saved] = guestAddresses();
    await screen.findByText(saved!.residence);
    await user.click(within(cardOf(saved!.name)).getByRole('button', { name: /delete/i }));

    expect(await screen.findByText(inlineMessages.noAddress)).toBeInTheDocument();
    expect(guestAddresses()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add New Address' })).toHaveFocus();
  });

  it('shows the rules inline and sends nothing while the form is invalid', async () => {
    const requests = recordRequests();
    const { user } = await renderProfile('/profile?tab=address', secondUser);
    await screen.findByText(inlineMessages.noAddress);
    await user.click(screen.getByRole('button', { name: 'Add New Address' }));
    await user.click(dialog().getByRole('button', { name: 'Add Address' }));

    expect(dialog().getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(dialog().getByLabelText('State')).toHaveAccessibleDescription('State is required.');
    expect(dialog().getByLabelText('Name')).toHaveFocus();

    await fillAddress(user, { ...newAddress, mobile: '98765', pincode: '12345' });
    await user.click(dialog().getByRole('button', { name: 'Add Address' }));
    expect(dialog().getByLabelText('Mobile number')).toHaveAccessibleDescription(/10 digits/);
    expect(dialog().getByLabelText('Pincode')).toHaveAccessibleDescription(/6 digits/);
    expect(dialog().getByLabelText('Name')).not.toHaveAccessibleDescription();
    expect((await requests.all()).filter(({ method }) => method !== 'GET')).toEqual([]);
  });

  it("shows the server's per-field errors and keeps the dialog open", async () => {
    server.use(
      http.post('*/api/user/addresses', () =>
        HttpResponse.json(
          {
            message: 'Pincode is not served.',
            errors: { pincode: 'We do not deliver to this pincode yet.' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderProfile('/profile?tab=address', secondUser);
    await screen.findByText(inlineMessages.noAddress);
    await user.click(screen.getByRole('button', { name: 'Add New Address' }));
    await fillAddress(user, newAddress);
    await user.click(dialog().getByRole('button', { name: 'Add Address' }));

    await waitFor(() =>
      expect(dialog().getByLabelText('Pincode')).toHaveAccessibleDescription(
        'We do not deliver to this pincode yet.',
      ),
    );
    expect(dialog().getByLabelText('City')).toHaveValue(newAddress.city);
    expect(screen.getByText(inlineMessages.noAddress)).toBeInTheDocument();
  });

  it('says the shop could not be reached when saving fails on the network', async () => {
    server.use(http.put('*/api/user/addresses/:id', () => HttpResponse.error()));
    const { user } = await renderProfile('/profile?tab=address');
    const [saved] = guestAddresses();
    await screen.findByText(saved!.residence);
    await user.click(within(cardOf(saved!.name)).getByRole('button', { name: /edit/i }));
    await fillAddress(user, { city: 'Mysuru' });
    await user.click(dialog().getByRole('button', { name: 'Save Address' }));

    await waitFor(() => expect(dialog().getByRole('alert')).toHaveTextContent(inlineMessages.networkError));
    expect(guestAddresses()[0]!.city).toBe(saved!.city);
  });

  it.each([
    ['Cancel', async (user: View['user']) => user.click(dialog().getByRole('button', { name: 'Cancel' }))],
    ['Escape', async (user: View['user']) => user.keyboard('{Escape}')],
  ])('%s closes the dialog, changes nothing and returns focus to Edit', async (_how, dismiss) => {
    const requests = recordRequests();
    const { user } = await renderProfile('/profile?tab=address');
    const [saved] = guestAddresses();
    await screen.findByText(saved!.residence);
    const edit = within(cardOf(saved!.name)).getByRole('button', { name: /edit/i });
    await user.click(edit);
    await fillAddress(user, { city: 'Somewhere Else' });

    await act(() => dismiss(user));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
    expect(within(cardOf(saved!.name)).getByText(new RegExp(saved!.city))).toBeInTheDocument();
    expect(screen.queryByText(/Somewhere Else/)).not.toBeInTheDocument();
    expect((await requests.all()).filter(({ method }) => method !== 'GET')).toEqual([]);

    await user.click(edit);
    expect(dialog().getByLabelText('City')).toHaveValue(saved!.city);
  });

  it('selects an address with its radio where the book is selectable (checkout)', async () => {
    const { user } = await renderApp({
      route: '/choose',
      user: guest,
      extraRoutes: <Route path="/choose" element={<AddressBook selectable />} />,
    });
    const [saved] = guestAddresses();
    const radio = await screen.findByRole('radio', { name: saved!.name });
    expect(radio).not.toBeChecked();

    await user.click(radio);

    await waitFor(() => expect(radio).toBeChecked());
    expect(guestAddresses()[0]!.isSelected).toBe(true);
    expect(screen.getByRole('button', { name: 'Add New Address' })).toBeInTheDocument();
  });
});

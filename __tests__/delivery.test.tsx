import { timestamp } from '@/shared/timestamp';
import { screen, waitFor, within } from '@testing-library/react';
import { PINCODE_STORAGE_KEY } from '@/features/delivery/remembered-pincode';
import { addCartLine, addressesOf, allProducts, selectAddress } from '@/mocks/db';
import { setMockClock } from '@/mocks/memory-backend';
import { recordRequests } from '@/testing/record-requests';
import { guest, guestId } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

/** Tuesday 24 November 2026, 10:00 in India: before the 14:00 dispatch cut-off. */
const TUESDAY_MORNING = new Date('2026-11-24T10:00:00+05:30');

beforeEach(() => setMockClock(() => TUESDAY_MORNING));

const product = () => allProducts().find((item) => item.id === 20)!;

async function renderProduct() {
  const view = await renderApp({ route: `/productlist/${product()._id}` });
  await screen.findByRole('heading', { level: 1, name: product().title });
  return view;
}

describe('delivery date on the product page', () => {
  it('shows the city and the date for a typed pincode, and remembers the pincode', async () => {
    const { user } = await renderProduct();
    expect(screen.getByText('Enter your pincode to see when your sneakers arrive.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Delivery pincode'), '560034');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByText(/Delivery to/)).toHaveTextContent(
      'Delivery to Bengaluru by Wednesday, 25 November',
    );
    expect(localStorage.getItem(PINCODE_STORAGE_KEY)).toBe('560034');
  });

  it('starts from the remembered pincode on the next visit', async () => {
    localStorage.setItem(PINCODE_STORAGE_KEY, '110001');
    await renderProduct();
    expect(screen.getByLabelText('Delivery pincode')).toHaveValue('110001');
    expect(await screen.findByText(/Delivery to/)).toHaveTextContent(
      'Delivery to New Delhi by Monday, 30 November',
    );
  });

  it('refuses a pincode that is not six digits without asking the server', async () => {
    const { user } = await renderProduct();
    const requests = recordRequests();
    await user.type(screen.getByLabelText('Delivery pincode'), '05603');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(screen.getByLabelText('Delivery pincode')).toHaveAccessibleDescription(
      'Pincode must be 6 digits and cannot start with 0.',
    );
    expect((await requests.all()).filter((request) => request.path.startsWith('/api/pincodes/'))).toEqual([]);
    expect(localStorage.getItem(PINCODE_STORAGE_KEY)).toBeNull();
  });

  it("says so for a pincode the shop does not know, in the server's words", async () => {
    const { user } = await renderProduct();
    await user.type(screen.getByLabelText('Delivery pincode'), '999999');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText(
        'We do not know the pincode 999999, so we cannot promise a delivery date there. Check it and try again.',
      ),
    ).toBeInTheDocument();
  });
});

describe('delivery date in the cart and at checkout', () => {
  it("the cart shows the chosen address's pincode until the shopper types another", async () => {
    const [address] = addressesOf(guestId());
    selectAddress(guestId(), address!.id);
    addCartLine(guestId(), product()._id, timestamp());
    const { user } = await renderApp({ route: '/cart', user: guest });

    expect(await screen.findByText(/Delivery to/)).toHaveTextContent(
      'Delivery to Bengaluru by Wednesday, 25 November',
    );
    await user.type(screen.getByLabelText('Delivery pincode'), '500081');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(screen.getByText(/Delivery to/)).toHaveTextContent(
        'Delivery to Hyderabad by Thursday, 26 November',
      ),
    );
  });

  it("checkout shows the date for the selected address's pincode", async () => {
    localStorage.setItem(PINCODE_STORAGE_KEY, '110001');
    addCartLine(guestId(), product()._id, timestamp());
    const { user } = await renderApp({ route: '/checkout', user: guest });

    const radio = await screen.findByRole('radio', { name: /Guest/ });
    expect(screen.queryByText(/Delivery to/)).not.toBeInTheDocument();
    await user.click(radio);
    // The remembered pincode is the product page's; checkout delivers to the address.
    expect(await screen.findByText(/Delivery to/)).toHaveTextContent(
      'Delivery to Bengaluru by Wednesday, 25 November',
    );
  });
});

describe('the address form fills itself from the pincode', () => {
  async function openAddressForm() {
    const view = await renderApp({ route: '/profile?tab=address', user: guest });
    await view.user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    const form = within(screen.getByRole('dialog'));
    await view.user.type(form.getByLabelText('Name'), 'Lakshmi Rao');
    await view.user.type(form.getByLabelText('Mobile number'), '9000012345');
    await view.user.type(form.getByLabelText('Address (house, street, area)'), '4 Hitech City Road');
    return { ...view, form };
  }

  it('a known pincode fills city and state, and the address saves with nothing else chosen', async () => {
    const { user, form } = await openAddressForm();
    await user.type(form.getByLabelText('Pincode'), '500081');
    await waitFor(() => expect(form.getByLabelText('City')).toHaveValue('Hyderabad'));
    expect(form.getByLabelText('State')).toHaveValue('Telangana');

    await user.click(form.getByRole('button', { name: 'Add Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(addressesOf(guestId()).at(-1)).toMatchObject({
      name: 'Lakshmi Rao',
      pincode: '500081',
      city: 'Hyderabad',
      state: 'Telangana',
    });
  });

  it('keeps a city the shopper typed, and follows a corrected pincode where it filled in', async () => {
    const { user, form } = await openAddressForm();
    await user.type(form.getByLabelText('City'), 'Cyberabad');
    await user.type(form.getByLabelText('Pincode'), '560034');
    await waitFor(() => expect(form.getByLabelText('State')).toHaveValue('Karnataka'));
    expect(form.getByLabelText('City')).toHaveValue('Cyberabad');

    await user.clear(form.getByLabelText('Pincode'));
    await user.type(form.getByLabelText('Pincode'), '500081');
    await waitFor(() => expect(form.getByLabelText('State')).toHaveValue('Telangana'));
    expect(form.getByLabelText('City')).toHaveValue('Cyberabad');
  });

  it('names the state a pincode is in when another is chosen, and saves nothing', async () => {
    const { user, form } = await openAddressForm();
    const before = addressesOf(guestId());
    await user.type(form.getByLabelText('Pincode'), '560034');
    await waitFor(() => expect(form.getByLabelText('State')).toHaveValue('Karnataka'));
    await user.selectOptions(form.getByLabelText('State'), 'Kerala');
    await user.click(form.getByRole('button', { name: 'Add Address' }));

    expect(form.getByLabelText('Pincode')).toHaveAccessibleDescription(
      'This pincode is in Karnataka. Choose Karnataka as the state, or check the pincode.',
    );
    expect(addressesOf(guestId())).toEqual(before);
  });

  it('takes a pincode the data does not know, as before', async () => {
    const { user, form } = await openAddressForm();
    await user.type(form.getByLabelText('Pincode'), '999999');
    await user.type(form.getByLabelText('City'), 'Nowhere');
    await user.selectOptions(form.getByLabelText('State'), 'Goa');
    await user.click(form.getByRole('button', { name: 'Add Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(addressesOf(guestId()).at(-1)).toMatchObject({ pincode: '999999', state: 'Goa' });
  });
});

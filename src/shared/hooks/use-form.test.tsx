import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormAlert } from '../components/form-alert';
import { FormField } from '../components/form-field';
import { inlineMessages } from '../messages';
import { useForm } from './use-form';

interface Values {
  city: string;
  pincode: string;
}

const refusal = {
  status: 400,
  data: { message: 'Pincode is not served.', errors: { pincode: 'Not here yet.', unknown: 'Dropped.' } },
};

/** A request refused as `unwrap()` refuses: with RTK Query's plain error object. */
const refusedWith = (error: object) => () =>
  // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the shape under test
  Promise.reject(error);

function TestForm({
  send,
  policy,
}: {
  send: (values: Values) => Promise<void>;
  policy?: 'ignore' | 'with-alert' | 'instead-of-alert';
}) {
  const { form, field, control, errors, alert } = useForm<Values>({
    initialValues: { city: '', pincode: '' },
    validate: ({ city }) => (city.trim() ? {} : { city: 'City is required.' }),
    send,
    ...(policy && { fieldErrorsFromServer: policy }),
  });
  return (
    <form {...form} aria-label="Test">
      <FormAlert message={alert} />
      <FormField label="City" {...field('city')} />
      <FormField label="Pincode" error={errors.pincode}>
        {(ids) => <input {...ids} {...control('pincode')} />}
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useForm', () => {
  it('sends nothing while a field is invalid, focuses it, and drops its error once it is edited', async () => {
    const send = jest.fn(() => Promise.resolve());
    render(<TestForm send={send} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required.');

    await user.type(screen.getByLabelText('City'), 'Pune');
    expect(screen.getByLabelText('City')).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledWith({ city: 'Pune', pincode: '' });
  });

  it('sends one request at a time', async () => {
    let finish: () => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<TestForm send={send} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('City'), 'Pune');

    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledTimes(1);
    await act(() => {
      finish();
      return Promise.resolve();
    });
  });

  it.each([
    ['ignore', { alert: 'Pincode is not served.', pincode: null }],
    ['with-alert', { alert: 'Pincode is not served.', pincode: 'Not here yet.' }],
    ['instead-of-alert', { alert: null, pincode: 'Not here yet.' }],
  ] as const)('shows a refusal’s per-field messages as told (%s)', async (policy, shown) => {
    render(<TestForm send={refusedWith(refusal)} policy={policy} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = screen.getByRole('alert');
    const pincode = screen.getByLabelText('Pincode');
    if (shown.alert) await waitFor(() => expect(alert).toHaveTextContent(shown.alert));
    if (shown.pincode) await waitFor(() => expect(pincode).toHaveAccessibleDescription(shown.pincode));
    else expect(pincode).not.toHaveAccessibleDescription();
    if (!shown.alert) expect(alert).toBeEmptyDOMElement();
    expect(screen.queryByText('Dropped.')).not.toBeInTheDocument();
  });

  it('says the shop could not be reached when the request got no answer', async () => {
    render(<TestForm send={refusedWith({ status: 'FETCH_ERROR', error: 'offline' })} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(inlineMessages.networkError));
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { HELD_ACTION, takeHeldAction } from '../held-action';
import { useForm } from './use-form';

interface Values {
  pincode: string;
}

function PincodeForm({ send }: { send: (values: Values) => Promise<void> }) {
  const { form, control } = useForm<Values>({
    initialValues: { pincode: '' },
    validate: () => ({}),
    send,
  });
  return (
    <form {...form} aria-label="Check delivery">
      <input aria-label="Delivery pincode" {...control('pincode')} />
      <button type="submit">Check</button>
    </form>
  );
}

/**
 * The form's HTML as the server sends it (React renders the same markup in the browser), typed into
 * before the script ran, and sent too if `held` (as the page's loader holds it: late-scripts.ts).
 */
function serverFormTypedInto(typed: string, { held }: { held: boolean }) {
  const view = render(<PincodeForm send={() => Promise.resolve()} />);
  const html = view.container.innerHTML;
  view.unmount();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  screen.getByLabelText<HTMLInputElement>('Delivery pincode').value = typed;
  if (held) document.documentElement.setAttribute(HELD_ACTION, 'form:0');
  return container;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

test('a value typed into the server’s form before hydration is the form’s own once hydrated', async () => {
  const container = serverFormTypedInto('560034', { held: false });
  const send = jest.fn(() => Promise.resolve());
  act(() => {
    root = hydrateRoot(container, <PincodeForm send={send} />);
  });
  expect(screen.getByLabelText('Delivery pincode')).toHaveValue('560034');

  await userEvent.setup().click(screen.getByRole('button', { name: 'Check' }));
  expect(send).toHaveBeenCalledWith({ pincode: '560034' });
});

test('a form sent before hydration is sent once, with what was typed, when the page takes it', async () => {
  const container = serverFormTypedInto('110001', { held: true });
  const send = jest.fn(() => Promise.resolve());
  act(() => {
    root = hydrateRoot(container, <PincodeForm send={send} />);
  });
  expect(send).not.toHaveBeenCalled();

  const heldAction = takeHeldAction();
  expect(takeHeldAction()).toBeNull(); // taken once
  // The submission's request settles inside act: the form's state updates there.
  await act(() => Promise.resolve(heldAction?.()));
  expect(send).toHaveBeenCalledTimes(1);
  expect(send).toHaveBeenCalledWith({ pincode: '110001' });
});

function CategoryForm({ send }: { send: (values: { category: string }) => Promise<void> }) {
  const { form, values } = useForm({ initialValues: { category: 'women' }, validate: () => ({}), send });
  return (
    <form {...form} aria-label="Categories">
      <label>
        <input type="checkbox" name="category" checked={values.category === 'women'} readOnly /> women
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

test('a checkbox named as a field is not taken for text typed into it', async () => {
  const send = jest.fn(() => Promise.resolve());
  render(<CategoryForm send={send} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  expect(send).toHaveBeenCalledWith({ category: 'women' });
});

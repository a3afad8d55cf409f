import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { endpointPresets, SAMPLE_PRODUCT, type EndpointPreset } from '@/features/mockman/endpoint-presets';
import { jsonThemes } from '@/features/mockman/json-themes';
import { LAST_REQUEST_KEY } from '@/features/mockman/last-request-storage';
import { sendRawRequest } from '@/features/mockman/send-request';
import { selectMockman } from '@/features/mockman/mockman-slice';
import { addCartLine, addWishlistLine, allTodos, findUserByEmail, setCartLineQty } from '@/mocks/db';
import { server } from '@/mocks/node';
import { GUEST_CREDENTIALS } from '@/shared/constants';
import { inlineMessages, serverMessages } from '@/shared/messages';
import { holdRequests } from '@/testing/hold-requests';
import { recordRequests } from '@/testing/record-requests';
import { guest, renderApp, tokenFor } from '@/testing/render-app';

async function openTester(options: { user?: { email: string } } = {}) {
  const view = await renderApp({ route: '/mockman', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Request tester' }, { timeout: 5000 });
  return view;
}

const methodSelect = () => screen.getByRole('combobox', { name: 'Method' });
const endpointInput = () => screen.getByRole('textbox', { name: 'Endpoint' });
const bodyInput = () => screen.getByRole('textbox', { name: 'Body (JSON)' });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const dataTree = () => within(screen.getByRole('region', { name: 'Data' }));
const headersTree = () => within(screen.getByRole('region', { name: 'Headers' }));

async function replaceText(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text !== '') {
    await user.click(field);
    // paste, not type: user-event reads '{' and '[' in typed text as key names.
    await user.paste(text);
  }
}

async function send(user: UserEvent, status: string) {
  await user.click(submitButton());
  // The first answer in a cold run also loads react-json-tree: allow more than the default second.
  return screen.findByText(`Status ${status}`, undefined, { timeout: 5000 });
}

beforeEach(() => sessionStorage.clear());

describe('request tester', () => {
  it('starts at GET /api/test-todos with {} and no headers, and shows the answer as trees', async () => {
    const { user } = await openTester();
    expect(methodSelect()).toHaveValue('GET');
    expect(endpointInput()).toHaveValue('/api/test-todos');
    expect(bodyInput()).toHaveValue('{}');
    expect(screen.queryByRole('combobox', { name: 'Header 1 name' })).not.toBeInTheDocument();

    await send(user, '200 OK');
    expect(dataTree().getByText('todos:')).toBeInTheDocument();
    expect(headersTree().getByText('content-type:')).toBeInTheDocument();
    expect(headersTree().getByText('"application/json"')).toBeInTheDocument();

    // The todo objects start folded; 'Expand all' opens every level.
    const [first] = allTodos();
    expect(dataTree().queryByText(`"${first!.title}"`)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(dataTree().getByText(`"${first!.title}"`)).toBeInTheDocument();
  });

  it('refuses an invalid or empty body with "Error in JSON format" and sends nothing, for GET and POST', async () => {
    const requests = recordRequests();
    const { user } = await openTester();

    await replaceText(user, bodyInput(), '{"todo": ');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(inlineMessages.jsonFormat);
    expect(bodyInput()).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(methodSelect(), 'POST');
    await replaceText(user, bodyInput(), '');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(inlineMessages.jsonFormat);
    expect(screen.getByText(/Submit a request to see/)).toBeInTheDocument();

    // A valid body goes out: the only request the server saw.
    await replaceText(user, bodyInput(), '{"todo": {"title": "Lace up"}}');
    await send(user, '201 Created');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await requests.all()).toEqual([
      expect.objectContaining({ what: 'POST /api/test-todos', body: { todo: { title: 'Lace up' } } }),
    ]);
  });

  it('POSTs the parsed body as JSON and shows the new list', async () => {
    let received: { contentType: string | null; body: unknown } | null = null;
    server.use(
      http.post('*/api/test-todos', async ({ request }) => {
        received = { contentType: request.headers.get('content-type'), body: await request.clone().json() };
        return undefined; // fall through to the real handler
      }),
    );
    const { user } = await openTester();
    await user.selectOptions(methodSelect(), 'POST');
    await replaceText(user, bodyInput(), '{\n  "todo": { "title": "Buy new laces" }\n}');
    await send(user, '201 Created');

    expect(received).toEqual({ contentType: 'application/json', body: { todo: { title: 'Buy new laces' } } });
    expect(allTodos().map((todo) => todo.title)).toContain('Buy new laces');
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(dataTree().getByText('"Buy new laces"')).toBeInTheDocument();
  });

  it('DELETEs a todo by id', async () => {
    const [doomed, kept] = allTodos();
    const { user } = await openTester();
    await user.selectOptions(methodSelect(), 'DELETE');
    await replaceText(user, endpointInput(), `/api/test-todos/${doomed!._id}`);
    await send(user, '200 OK');

    expect(allTodos().map((todo) => todo._id)).not.toContain(doomed!._id);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(dataTree().getByText(`"${kept!.title}"`)).toBeInTheDocument();
    expect(dataTree().queryByText(`"${doomed!.title}"`)).not.toBeInTheDocument();
  });

  it('sends the checked headers only, and adds none on its own even when logged in', async () => {
    let seen = new Headers();
    server.use(
      http.get('*/api/echo-headers', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ headers: Object.fromEntries(request.headers) });
      }),
    );
    const { user } = await openTester({ user: guest });
    await replaceText(user, endpointInput(), '/api/echo-headers');

    await user.click(screen.getByRole('button', { name: 'Add header' }));
    await user.type(screen.getByRole('combobox', { name: 'Header 1 name' }), 'x-included');
    await user.type(screen.getByRole('textbox', { name: 'Header 1 value' }), 'yes');
    await user.click(screen.getByRole('button', { name: 'Add header' }));
    await user.type(screen.getByRole('combobox', { name: 'Header 2 name' }), 'x-excluded');
    await user.type(screen.getByRole('textbox', { name: 'Header 2 value' }), 'no');
    await user.click(screen.getByRole('checkbox', { name: 'Send header 2' }));
    expect(screen.getByRole('checkbox', { name: 'Send header 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Send header 2' })).not.toBeChecked();

    await send(user, '200 OK');
    expect(seen.get('x-included')).toBe('yes');
    expect(seen.has('x-excluded')).toBe(false);
    expect(seen.has('authorization')).toBe(false);

    // Checked again, it goes out; removed, it is gone.
    await user.click(screen.getByRole('checkbox', { name: 'Send header 2' }));
    await send(user, '200 OK');
    expect(seen.get('x-excluded')).toBe('no');
    await user.click(screen.getByRole('button', { name: 'Remove header 1' }));
    expect(screen.getByRole('combobox', { name: 'Header 1 name' })).toHaveValue('x-excluded');
    await send(user, '200 OK');
    expect(seen.has('x-included')).toBe(false);
  });

  it('shows an error answer like any other: an unknown endpoint is a 404 with its message', async () => {
    const { user } = await openTester();
    await replaceText(user, endpointInput(), '/api/no-such-thing');
    await send(user, '404 Not Found');
    expect(dataTree().getByText('message:')).toBeInTheDocument();
    expect(dataTree().getByText('"No endpoint answers GET /api/no-such-thing."')).toBeInTheDocument();
    expect(screen.queryByText(inlineMessages.responseUndefined)).not.toBeInTheDocument();
  });

  it('says "Response is undefined." with the reason when no answer comes back', async () => {
    server.use(http.get('*/api/test-todos', () => HttpResponse.error()));
    const { user } = await openTester();
    await user.click(submitButton());
    expect((await screen.findAllByText(inlineMessages.responseUndefined)).length).toBeGreaterThan(0);
    expect(screen.getByText(/The request failed before an answer arrived: .*fetch/i)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Data' })).not.toBeInTheDocument();
  });

  it('shows a loading state and keeps Submit disabled while the request runs', async () => {
    const held = holdRequests('get', '*/api/test-todos');
    const { user, store } = await openTester();
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Sending request');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(selectMockman(store.getState()).sending).toBe(true);
    held.release();
    await screen.findByText('Status 200 OK');
    expect(submitButton()).toBeEnabled();
  });

  it("adds the logged-in user's token as the authorization header, which opens /api/user/cart", async () => {
    const { user, store } = await openTester({ user: guest });
    await replaceText(user, endpointInput(), '/api/user/cart');
    await send(user, '401 Unauthorized');
    expect(dataTree().getByText(`"${serverMessages.invalidToken}"`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use my token' }));
    expect(screen.getByRole('combobox', { name: 'Header 1 name' })).toHaveValue('authorization');
    expect(screen.getByRole('textbox', { name: 'Header 1 value' })).toHaveValue(store.getState().auth.token);
    // A second click updates the same row rather than adding another.
    await user.click(screen.getByRole('button', { name: 'Use my token' }));
    expect(screen.queryByRole('combobox', { name: 'Header 2 name' })).not.toBeInTheDocument();

    await send(user, '200 OK');
    expect(dataTree().getByText('cart:')).toBeInTheDocument();
  });

  it('offers no token to a visitor and says how to get one', async () => {
    await openTester();
    expect(screen.getByRole('button', { name: 'Use my token' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Use my token' })).toHaveAccessibleDescription(
      'Log in to add your token as the authorization header.',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('fills the form from the list of shop endpoints: the guest login answers with a token', async () => {
    const { user } = await openTester();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Shop endpoint' }),
      'POST /api/auth/login — Log in as the guest',
    );
    expect(methodSelect()).toHaveValue('POST');
    expect(endpointInput()).toHaveValue('/api/auth/login');
    expect(JSON.parse((bodyInput() as HTMLTextAreaElement).value)).toEqual(GUEST_CREDENTIALS);

    await send(user, '200 OK');
    expect(dataTree().getByText('encodedToken:')).toBeInTheDocument();
  });

  it("refreshes the shop's own cart after the tester changes it", async () => {
    const { user } = await openTester({ user: guest });
    const cartLink = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: /cart/i,
    });
    await waitFor(() => expect(cartLink).toHaveTextContent('0'));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Shop endpoint' }),
      'POST /api/user/cart — Add a sneaker (token)',
    );
    await user.click(screen.getByRole('button', { name: 'Use my token' }));
    await send(user, '201 Created');
    await waitFor(() => expect(cartLink).toHaveTextContent('1'));
  });

  it('remembers the last request for the tab and restores it on reload', async () => {
    const first = await openTester();
    await fillRequestToRemember(first.user);
    await send(first.user, '404 Not Found');
    expect(sessionStorage.getItem(LAST_REQUEST_KEY)).not.toBeNull();
    first.unmount();

    await openTester();
    expect(methodSelect()).toHaveValue('DELETE');
    expect(endpointInput()).toHaveValue('/api/test-todos/not-there');
    expect(bodyInput()).toHaveValue('{"reason": "testing"}');
    expect(screen.getByRole('combobox', { name: 'Header 1 name' })).toHaveValue('x-trace');
    expect(screen.getByRole('textbox', { name: 'Header 1 value' })).toHaveValue('abc');
    // The answer is not remembered: the panel waits for a new Submit.
    expect(screen.getByText(/Submit a request to see/)).toBeInTheDocument();
  });

  it('changes the colour scheme of the trees', async () => {
    const { user, store } = await openTester();
    await send(user, '200 OK');
    const scheme = screen.getByRole('combobox', { name: 'Colour scheme' });
    expect(scheme).toHaveValue('standard');
    await user.selectOptions(scheme, 'monokai');
    expect(selectMockman(store.getState()).colourScheme).toBe('monokai');
    const [tree] = dataTree().getAllByRole('list');
    expect(tree).toHaveStyle({ backgroundColor: jsonThemes.monokai.base00 });
  });
});

/** A DELETE with a body and one header: a request worth remembering. */
async function fillRequestToRemember(user: UserEvent) {
  await user.selectOptions(methodSelect(), 'DELETE');
  await replaceText(user, endpointInput(), '/api/test-todos/not-there');
  await replaceText(user, bodyInput(), '{"reason": "testing"}');
  await user.click(screen.getByRole('button', { name: 'Add header' }));
  await user.type(screen.getByRole('combobox', { name: 'Header 1 name' }), 'x-trace');
  await user.type(screen.getByRole('textbox', { name: 'Header 1 value' }), 'abc');
}

/** What the shop must hold for a preset to make sense (e.g. a line in the cart to remove). */
function arrange(preset: EndpointPreset, userId: string): void {
  if (['cart-increment', 'cart-decrement', 'cart-remove', 'orders-place'].includes(preset.id)) {
    addCartLine(userId, SAMPLE_PRODUCT._id);
    setCartLineQty(userId, SAMPLE_PRODUCT._id, 2);
  }
  if (preset.id === 'wishlist-remove') addWishlistLine(userId, SAMPLE_PRODUCT._id);
}

describe('endpoint presets', () => {
  it('cover every method the tester offers and every group of the /api contract', () => {
    expect(new Set(endpointPresets.map((preset) => preset.method))).toEqual(
      new Set(['GET', 'POST', 'DELETE']),
    );
    expect(new Set(endpointPresets.map((preset) => preset.group))).toEqual(
      new Set(['Test todos', 'Auth', 'Catalogue', 'Cart', 'Wishlist', 'Addresses', 'Orders']),
    );
    expect(new Set(endpointPresets.map((preset) => preset.id)).size).toBe(endpointPresets.length);
  });

  // Each sample is sent as the tester sends it, against a freshly seeded shop: a stale id or a body
  // the server refuses fails here.
  it.each(endpointPresets.map((preset) => [`${preset.method} ${preset.endpoint}`, preset] as const))(
    '%s answers 2xx as picked',
    async (_name, preset) => {
      arrange(preset, findUserByEmail(guest.email)!._id);
      const headers = preset.needsToken
        ? [{ id: 'auth', key: 'authorization', value: await tokenFor(guest.email), enabled: true }]
        : [];
      const response = await sendRawRequest({
        method: preset.method,
        endpoint: preset.endpoint,
        headers,
        body: preset.body,
      });
      // On failure, show what the server said rather than only the code.
      expect(response.status >= 200 && response.status < 300 ? 'a 2xx answer' : response).toBe(
        'a 2xx answer',
      );
    },
  );
});

import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  endpointPresets,
  SAMPLE_ORDER_ID,
  SAMPLE_PRODUCT,
  type EndpointPreset,
} from '@/features/mockman/endpoint-presets';
import { jsonThemes } from '@/features/mockman/json-themes';
import { LAST_REQUEST_KEY } from '@/features/mockman/last-request-storage';
import { sendRawRequest } from '@/features/mockman/send-request';
import { selectMockman } from '@/features/mockman/mockman-slice';
import { REQUEST_METHODS } from '@/features/mockman/tester-types';
import { mockSecrets } from '@/api/accounts/auth';
import { paymentSignature } from '@/api/razorpay/signature';
import { moveOrder } from '@/api/orders/move-order';
import { TEST_SELLER } from '@/api/orders/seller';
import { payInStore } from '@/api/testing/guest-with-orders';
import {
  addCartLine,
  addressesOf,
  addWishlistLine,
  allProducts,
  allTodos,
  findUserByEmail,
  insertOrder,
  memoryRepositories,
  setCartLineQty,
} from '@/mocks/db';
import { timestamp } from '@/shared/timestamp';
import { memoryBackend } from '@/mocks/memory-backend';
import { shopperApiRoutes } from '@/api/every-route';
import { createRouter } from '@/api/http/router';
import { server } from '@/mocks/node';
import { GUEST_CREDENTIALS } from '@/shared/constants';
import { inlineMessages, serverMessages, toastMessages } from '@/shared/messages';
import { holdRequests } from '@/testing/hold-requests';
import { recordRequests } from '@/testing/record-requests';
import { guest } from '@/testing/guest';
import { renderApp, tokenFor } from '@/testing/render-app';

// A cold run transforms the tester's screen and react-json-tree on first use: do it once here,
// under its own limit, so that no test spends its own time limit on it.
beforeAll(() => import('@/routes/mockman'), 60_000);

async function openTester(options: { user?: { email: string } } = {}) {
  const view = await renderApp({ route: '/mockman', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Request tester' });
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

/** The line announced for an answer: its status, then its time and size. */
const announced = (status: string) => screen.findByText(new RegExp(`^Status ${status}, `));

async function send(user: UserEvent, status: string) {
  await user.click(submitButton());
  return announced(status);
}

/**
 * What the page writes to the clipboard. (user-event's clipboard stub cannot read text back here:
 * jest-fixed-jsdom's Blob is Node's, which jsdom's FileReader refuses.)
 */
function watchClipboard() {
  return jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
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

    // A valid body goes out: the only request the tester sent (the footer reads the seller's details itself).
    await replaceText(user, bodyInput(), '{"todo": {"title": "Lace up"}}');
    await send(user, '201 Created');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect((await requests.all()).filter(({ what }) => what !== 'GET /api/seller')).toEqual([
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
    await announced('200 OK');
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

const [guestAddress] = guest.addresses;

describe('request tester: PUT, time and size, Cancel, keyboard, cURL', () => {
  it('PUTs an address with its body and shows the updated list', async () => {
    let received: unknown = null;
    server.use(
      http.put('*/api/user/addresses/:addressId', async ({ request }) => {
        received = await request.clone().json();
        return undefined; // fall through to the real handler
      }),
    );
    const { user } = await openTester({ user: guest });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Shop endpoint' }),
      'PUT /api/user/addresses/:id — Update an address (token)',
    );
    expect(methodSelect()).toHaveValue('PUT');
    expect(endpointInput()).toHaveValue(`/api/user/addresses/${guestAddress!.id}`);
    await user.click(screen.getByRole('button', { name: 'Use my token' }));
    const picked = JSON.parse((bodyInput() as HTMLTextAreaElement).value) as {
      address: Record<string, string>;
    };
    const update = { address: { ...picked.address, city: 'Pune', residence: '7, FC Road, Shivajinagar' } };
    await replaceText(user, bodyInput(), JSON.stringify(update, null, 2));

    await send(user, '200 OK');
    expect(received).toEqual(update);
    const [saved] = addressesOf(findUserByEmail(guest.email)!._id);
    expect(saved).toMatchObject({
      id: guestAddress!.id,
      city: 'Pune',
      residence: '7, FC Road, Shivajinagar',
    });
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(dataTree().getByText('"7, FC Road, Shivajinagar"')).toBeInTheDocument();
  });

  it('shows how long the answer took and its size in bytes beside the status', async () => {
    const body = JSON.stringify({ note: 'Air Pulse ₹ 4,999 — café edition' });
    server.use(
      http.get(
        '*/api/sized',
        () => new HttpResponse(body, { headers: { 'content-type': 'application/json' } }),
      ),
    );
    const bytes = new TextEncoder().encode(body).length;
    // Bytes, not characters: the sample has characters of more than one byte.
    expect(bytes).toBeGreaterThan(body.length);

    const { user } = await openTester();
    await replaceText(user, endpointInput(), '/api/sized');
    const line = await send(user, '200 OK');
    expect(line).toHaveTextContent(new RegExp(`^Status 200 OK, [\\d,]+ ms, ${bytes} bytes$`));
    const panel = within(screen.getByRole('region', { name: 'Response' }));
    expect(panel.getAllByRole('term').map((term) => term.textContent)).toEqual(['Time', 'Size']);
    const [time, size] = panel.getAllByRole('definition');
    expect(time).toHaveTextContent(/^[\d,]+ ms$/);
    expect(size).toHaveTextContent(`${bytes} bytes`);
  });

  it('cancels a request in flight: the request is aborted, the page says so, raises no error and offers Submit again', async () => {
    const held = holdRequests('get', '*/api/test-todos');
    try {
      const { user, store } = await openTester();
      await user.click(submitButton());
      await waitFor(() => expect(held.held).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));

      // Shown in the response panel, and announced.
      expect(await screen.findAllByText(inlineMessages.requestCancelled)).toHaveLength(2);
      expect(held.held[0]!.signal.aborted).toBe(true);
      expect(submitButton()).toBeEnabled();
      expect(submitButton()).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText(inlineMessages.responseUndefined)).not.toBeInTheDocument();
      expect(selectMockman(store.getState()).sending).toBe(false);

      // The server's late answer to the aborted request never lands on the page.
      const answered = new Promise<void>((resolve) => server.events.on('request:match', () => resolve()));
      held.release();
      await act(() => answered);
      server.events.removeAllListeners('request:match');
      expect(screen.getAllByText(inlineMessages.requestCancelled)).toHaveLength(2);
      expect(screen.queryByText(/^Status /)).not.toBeInTheDocument();

      await send(user, '200 OK');
      expect(screen.queryByText(inlineMessages.requestCancelled)).not.toBeInTheDocument();
    } finally {
      held.release();
    }
  });

  it('sends with Ctrl+Enter from the body and Meta+Enter from elsewhere in the form', async () => {
    const { user } = await openTester();
    await user.click(bodyInput());
    await user.keyboard('{Control>}{Enter}{/Control}');
    await announced('200 OK');
    // The shortcut sends; it does not also type a new line into the body.
    expect(bodyInput()).toHaveValue('{}');

    await replaceText(user, endpointInput(), '/api/no-such-thing');
    methodSelect().focus();
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    await announced('404 Not Found');

    // A plain Enter in the body is a new line, not a request.
    await replaceText(user, endpointInput(), '/api/test-todos');
    await user.click(bodyInput());
    await user.keyboard('{Enter}');
    expect(bodyInput()).toHaveValue('{}\n');
    expect(screen.getByText(/^Status 404 Not Found, /)).toBeInTheDocument();
  });

  it('copies the request as a shell-quoted cURL command with the checked headers and the body', async () => {
    const requests = recordRequests();
    const { user, store } = await openTester({ user: guest });
    const clipboard = watchClipboard();
    const endpoint = `/api/user/addresses/${guestAddress!.id}`;
    await user.selectOptions(methodSelect(), 'PUT');
    await replaceText(user, endpointInput(), endpoint);
    await user.click(screen.getByRole('button', { name: 'Use my token' }));
    await user.click(screen.getByRole('button', { name: 'Add header' }));
    await user.type(screen.getByRole('combobox', { name: 'Header 2 name' }), 'x-left-out');
    await user.click(screen.getByRole('checkbox', { name: 'Send header 2' }));
    await replaceText(user, bodyInput(), `{\n  "address": { "residence": "Asha's flat, 2nd floor" }\n}`);

    await user.click(screen.getByRole('button', { name: 'Copy as cURL' }));
    expect(await screen.findByText(toastMessages.curlCopied)).toBeInTheDocument();
    const token = store.getState().auth.token;
    expect(clipboard).toHaveBeenCalledTimes(1);
    expect(clipboard).toHaveBeenCalledWith(
      [
        `curl -X PUT '${location.origin}${endpoint}'`,
        `  -H 'authorization: ${token}'`,
        `  -H 'content-type: application/json'`,
        `  --data-raw '{"address":{"residence":"Asha'\\''s flat, 2nd floor"}}'`,
      ].join(' \\\n'),
    );
    // Copying sends nothing.
    expect(await requests.to(`PUT ${endpoint}`)).toEqual([]);
  });

  it('copies a GET without a body, and says so when the clipboard refuses or the request is malformed', async () => {
    const { user } = await openTester();
    const clipboard = watchClipboard();
    await user.click(screen.getByRole('button', { name: 'Copy as cURL' }));
    await waitFor(() => expect(clipboard).toHaveBeenCalledWith(`curl '${location.origin}/api/test-todos'`));

    clipboard.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy as cURL' }));
    expect(await screen.findByText(toastMessages.curlCopyFailed)).toBeInTheDocument();

    await replaceText(user, endpointInput(), 'http://');
    await user.click(screen.getByRole('button', { name: 'Copy as cURL' }));
    expect(await screen.findByText(toastMessages.curlInvalidRequest)).toBeInTheDocument();
    expect(clipboard).toHaveBeenCalledTimes(2);
  });

  it('copies nothing while the body is not JSON, and says why', async () => {
    const { user } = await openTester();
    const clipboard = watchClipboard();
    await replaceText(user, bodyInput(), '{"todo": ');
    await user.click(screen.getByRole('button', { name: 'Copy as cURL' }));
    expect(await screen.findByText(inlineMessages.jsonFormat)).toBeInTheDocument();
    expect(bodyInput()).toHaveAttribute('aria-invalid', 'true');
    expect(clipboard).not.toHaveBeenCalled();
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

/**
 * The shoppers' contract as the embedded mock answers it: every route but the offline checkout
 * (Razorpay's stand-in, not the shop's API) and a product's picture files (bytes for an <img>, not JSON).
 * The staff console's routes are in a list of their own and take a staff token the tester never
 * holds (the staff contract suites in src/api/staff/ cover them). A new route shows up here, and
 * fails below until it has a preset.
 */
const contractEndpoints = shopperApiRoutes(memoryBackend).filter(
  ({ path }) =>
    !path.startsWith('/api/test-checkout/') && !path.startsWith('/api/products/:productId/image/'),
);

const answersTo = (preset: EndpointPreset, { method, path }: { method: string; path: string }) =>
  preset.method === method &&
  createRouter([{ method: preset.method, path }])(
    method,
    new URL(preset.endpoint, 'http://localhost').pathname,
  ) !== null;

type PresetRequest = Pick<EndpointPreset, 'endpoint' | 'body'>;

/** A paid order of the sample sneaker, so its shopper may review it: its id. */
async function buySampleProduct(userId: string): Promise<string> {
  const product = allProducts().find(({ _id }) => _id === SAMPLE_PRODUCT._id)!;
  const { _id, title, price, img } = product;
  const order = insertOrder({
    userId,
    idempotencyKey: 'tester-review',
    items: [{ _id, title, price, qty: 1, img }],
    address: { ...addressesOf(userId)[0]!, isSelected: true },
    amounts: { subTotal: price, delivery: 50, discount: 499, grandTotal: price - 449 },
    paymentMethod: 'online',
    deliverBy: null,
    createdAt: timestamp(),
  });
  await payInStore(memoryRepositories, order._id, 'pay_TesterReview01', timestamp());
  return order._id;
}

/** A paid order of the sample sneaker, delivered, so its shopper may return it: its id. */
async function deliverSampleProduct(userId: string): Promise<string> {
  const orderId = await buySampleProduct(userId);
  // The order was written as it is, past the placing that reserves its pair.
  await memoryRepositories.stock.reserve([{ productId: SAMPLE_PRODUCT._id, qty: 1 }]);
  const steps = [
    { to: 'packed' },
    { to: 'shipped', courier: 'Delhivery', awb: 'DLV0000001' },
    { to: 'out_for_delivery' },
    { to: 'delivered' },
  ] as const;
  for (const step of steps) {
    await moveOrder(
      memoryRepositories,
      { seller: TEST_SELLER },
      { orderId, actor: 'staff', at: timestamp(), ...step },
    );
  }
  return orderId;
}

/**
 * What the shop must hold for a preset to make sense (e.g. a line in the cart to remove), and the
 * request to send: the preset's own, or for paying an order, the preset with the ids and signature
 * a checkout would give for an order placed just now.
 */
/**
 * For the cancel and credit-note presets: a Cash on Delivery order (confirmed at once, invoiced),
 * and for the credit note, cancelled, with its note's number in the path.
 */
async function arrangeCancellable(preset: EndpointPreset, token: string): Promise<PresetRequest> {
  const placing = endpointPresets.find((item) => item.id === 'orders-place')!;
  const headers = [{ id: 'auth', key: 'authorization', value: token, enabled: true }];
  const body = { ...(placing.body as object), paymentMethod: 'cod' };
  const placed = await sendRawRequest({ method: 'POST', endpoint: placing.endpoint, headers, body });
  const { _id } = (placed.data as { order: { _id: string } }).order;
  const endpoint = preset.endpoint.replace(SAMPLE_ORDER_ID, _id);
  if (preset.id === 'orders-cancel') return { endpoint, body: preset.body };
  const cancelled = await sendRawRequest({
    method: 'POST',
    endpoint: `/api/user/orders/${_id}/cancel`,
    headers,
    body: { reason: 'other' },
  });
  const [note] = (cancelled.data as { afterSales: { creditNotes: { number: string }[] } }).afterSales
    .creditNotes;
  return { endpoint: endpoint.replace(/[^/]+$/, encodeURIComponent(note?.number ?? '')), body: preset.body };
}

/** The reset preset's body with the token of a link asked for just now, as the test mailbox shows it. */
async function emailedResetBody(preset: EndpointPreset): Promise<unknown> {
  await sendRawRequest({
    method: 'POST',
    endpoint: '/api/auth/password-reset',
    headers: [],
    body: { email: guest.email },
  });
  const mailbox = await sendRawRequest({
    method: 'GET',
    endpoint: '/api/test-mailbox',
    headers: [],
    body: {},
  });
  const [email] = (mailbox.data as { emails: { link: string }[] }).emails;
  const token = new URL(email?.link ?? 'http://localhost/').searchParams.get('token');
  return { ...(preset.body as object), token };
}

async function arrange(preset: EndpointPreset, userId: string, token: string): Promise<PresetRequest> {
  const cancellable = ['orders-cancel', 'orders-credit-note'].includes(preset.id);
  if (cancellable) {
    addCartLine(userId, SAMPLE_PRODUCT._id, timestamp());
    return arrangeCancellable(preset, token);
  }
  const needsOrder = ['orders-pay', 'orders-one'].includes(preset.id);
  if (['cart-increment', 'cart-decrement', 'cart-remove', 'orders-place'].includes(preset.id) || needsOrder) {
    addCartLine(userId, SAMPLE_PRODUCT._id, timestamp());
    setCartLineQty(userId, SAMPLE_PRODUCT._id, 2, timestamp());
  }
  if (preset.id === 'wishlist-remove') addWishlistLine(userId, SAMPLE_PRODUCT._id, timestamp());
  if (preset.id === 'auth-password-reset-confirm') return { ...preset, body: await emailedResetBody(preset) };
  if (preset.id === 'reviews-write') await buySampleProduct(userId);
  if (preset.id === 'orders-return') {
    const orderId = await deliverSampleProduct(userId);
    return { endpoint: preset.endpoint.replace(SAMPLE_ORDER_ID, orderId), body: preset.body };
  }
  if (!needsOrder) return preset;

  const placing = endpointPresets.find((item) => item.id === 'orders-place')!;
  const placed = await sendRawRequest({
    method: placing.method,
    endpoint: placing.endpoint,
    headers: [{ id: 'auth', key: 'authorization', value: token, enabled: true }],
    body: placing.body,
  });
  const { order } = placed.data as { order: { _id: string; razorpayOrderId: string } };
  if (preset.id === 'orders-one') {
    return { endpoint: preset.endpoint.replace(SAMPLE_ORDER_ID, order._id), body: preset.body };
  }
  const paymentId = 'pay_E2eTesterPay01';
  const filled = {
    razorpay_payment_id: paymentId,
    razorpay_order_id: order.razorpayOrderId,
    razorpay_signature: await paymentSignature(
      mockSecrets.razorpayKeySecret,
      order.razorpayOrderId,
      paymentId,
    ),
  };
  // The sample shows every field the endpoint reads; the test only fills in their values.
  expect(Object.keys(preset.body as object).sort()).toEqual(Object.keys(filled).sort());
  return { endpoint: preset.endpoint.replace(SAMPLE_ORDER_ID, order._id), body: filled };
}

describe('endpoint presets', () => {
  it('have unique ids, and the tester offers every method the contract uses', () => {
    expect(new Set(endpointPresets.map((preset) => preset.id)).size).toBe(endpointPresets.length);
    expect(contractEndpoints.map(({ method, path }) => `${method} ${path}`)).toContain(
      'PUT /api/user/addresses/:addressId',
    );
    expect([...REQUEST_METHODS]).toEqual(
      expect.arrayContaining([...new Set(contractEndpoints.map(({ method }) => method))]),
    );
  });

  it.each(contractEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s has a preset',
    (_name, endpoint) => {
      expect(endpointPresets.filter((preset) => answersTo(preset, endpoint))).not.toEqual([]);
    },
  );

  // Each sample is sent as the tester sends it, against a freshly seeded shop: a stale id or a body
  // the server refuses fails here.
  it.each(endpointPresets.map((preset) => [`${preset.method} ${preset.endpoint}`, preset] as const))(
    '%s answers 2xx as picked',
    async (_name, preset) => {
      expect(contractEndpoints.filter((endpoint) => answersTo(preset, endpoint))).not.toEqual([]);
      const token = await tokenFor(guest.email);
      const request = await arrange(preset, findUserByEmail(guest.email)!._id, token);
      const headers = preset.needsToken
        ? [{ id: 'auth', key: 'authorization', value: token, enabled: true }]
        : [];
      const response = await sendRawRequest({ method: preset.method, headers, ...request });
      // On failure, show what the server said rather than only the code.
      expect(response.status >= 200 && response.status < 300 ? 'a 2xx answer' : response).toBe(
        'a 2xx answer',
      );
    },
  );
});

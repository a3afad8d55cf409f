import { format } from 'node:util';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { mockSecrets } from '@/api/accounts/auth';
import { memoryRepositories, memoryUserRepository } from '@/mocks/db';
import { resetMockLimits, setMockClock } from '@/mocks/memory-backend';
import { server } from '@/mocks/node';
import { takeSnapshot } from '@/mocks/persistence/snapshot';
import { resetDb } from '@/mocks/seed';
import { setContractBackend } from '@/api/testing/contract-backend';
import { newestResetToken } from '@/api/testing/reset-links';
import { stopRecordingRequests } from '@/testing/record-requests';
import { LOAD_TIMEOUT_MS } from '@/testing/wait';

// One wait for every findBy… and waitFor: src/testing/wait.ts says why it is what it is.
configure({ asyncUtilTimeout: LOAD_TIMEOUT_MS });

// The contract suites talk to the embedded mock here (jest/setup-contract-server.ts: the server).
setContractBackend({
  name: 'embedded mock',
  apiBase: 'http://localhost/api',
  secrets: mockSecrets,
  snapshot: async () => takeSnapshot(),
  findUser: (email) => memoryUserRepository.findByEmail(email),
  resetToken: (email) => newestResetToken(memoryRepositories.passwordResets, mockSecrets.jwt, email),
  guests: 'shared',
  testCheckout: 'in-page',
  setClock: (now) => setMockClock(now),
});

// A fresh db per test. Every /api path is answered (an unknown one with the contract's readable
// 404); a request to anywhere else fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  localStorage.clear();
  resetMockLimits();
  await resetDb();
  setMockClock(null);
});
afterEach(() => {
  server.resetHandlers();
  stopRecordingRequests();
});
afterAll(() => server.close());

// jsdom has no layout: scrolling is a no-op the tests can observe.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

// jsdom has no <dialog> behaviour. This stands in for the part tests drive: showModal and close, and
// Escape, which the browser turns into a cancelable `cancel` event on the top modal dialog that then
// closes it unless prevented. The rest (focus trap, inert page, backdrop) is covered in e2e.
const openModals: HTMLDialogElement[] = [];
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
  openModals.push(this);
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
  const index = openModals.indexOf(this);
  if (index !== -1) openModals.splice(index, 1);
};
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const top = openModals.findLast((dialog) => dialog.open && dialog.isConnected);
  if (top?.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
});

// React 18 reports misuse in development (an unknown DOM prop, a missing key, an update outside act)
// as a console.error or console.warn starting "Warning:"; a test during which one is logged fails.
// The spies record every call even when a test stubs them again to silence an expected error. A
// test that expects a React warning clears the spy after it (`jest.mocked(console.error).mockClear()`).
// React 19 dropped the prefix: moving to it means matching its messages instead. react-intl reports
// a message it has no words for as an error with a code: a screen whose catalogue part is not
// loaded with it (src/app/screens.ts) fails its tests too.
const isWarning = (first: unknown) =>
  (typeof first === 'string' && first.startsWith('Warning:')) ||
  (first instanceof Error && 'code' in first && first.code === 'MISSING_TRANSLATION');
const consoleSpies: jest.SpyInstance[] = [];
beforeEach(() => {
  consoleSpies.push(jest.spyOn(console, 'error'), jest.spyOn(console, 'warn'));
});
afterEach(() => {
  const warnings = consoleSpies.flatMap((spy) =>
    spy.mock.calls.filter(([first]) => isWarning(first)).map((call) => format(...call)),
  );
  for (const spy of consoleSpies.splice(0)) spy.mockRestore();
  expect(warnings).toEqual([]);
});

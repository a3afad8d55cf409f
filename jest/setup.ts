import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '@/mocks/node';
import { resetDb } from '@/mocks/seed';

// The spec's own loaders take 1 s; on a loaded 2-core CI machine the default 1 s wait for findBy…
// is a coin toss. A passing test does not wait any longer for this.
configure({ asyncUtilTimeout: 4000 });

// A fresh db per test; an /api call no handler answers fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  localStorage.clear();
  await resetDb();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom has no layout: scrolling is a no-op the tests can observe.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

// jsdom has no <dialog> behaviour; the real browser's (focus trap, inert page) is covered in e2e.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};

// React reports misuse in development (an unknown DOM prop, a missing key, an update outside act)
// as a console.error starting "Warning:"; a test that triggers one fails instead of passing noisily.
const reactWarnings: string[] = [];
const consoleError = console.error.bind(console);
beforeEach(() => {
  reactWarnings.length = 0;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Warning:')) reactWarnings.push(args[0]);
    consoleError(...args);
  });
});
afterEach(() => {
  jest.mocked(console.error).mockRestore();
  expect(reactWarnings).toEqual([]);
});

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

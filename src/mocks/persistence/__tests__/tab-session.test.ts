import { timestamp } from '@/shared/timestamp';
import { allTodos, insertTodo } from '@/mocks/db';
import { HttpError } from '@/api/http/http-error';
import { clearDb } from '@/mocks/persistence/held-revision';
import { SNAPSHOT_KEY, writeSnapshot } from '@/mocks/persistence/saved-snapshot';
import { tabSession } from '@/mocks/persistence/tab-session';
import { serverMessages } from '@/shared/messages';

/** Web Locks where another tab holds the lock that announces it saved `revision`. */
function locksWithAnnouncedSave(revision: number) {
  return {
    request: (_name: string, ...args: [() => unknown] | [unknown, () => unknown]) =>
      Promise.resolve().then(args.length === 2 ? args[1] : args[0]),
    query: () =>
      Promise.resolve({
        held: [{ name: `${SNAPSHOT_KEY}:saved:${revision}`, mode: 'shared' }],
        pending: [],
      }),
  };
}

const titles = () => allTodos().map((todo) => todo.title);

beforeEach(() => {
  clearDb();
  localStorage.clear();
  writeSnapshot(localStorage);
});
afterEach(() => {
  delete (navigator as { locks?: unknown }).locks;
  jest.useRealTimers();
});

it('a write that fails part-way keeps nothing of what it wrote, in the tab or on disk', async () => {
  const session = tabSession(localStorage);
  const saved = localStorage.getItem(SNAPSHOT_KEY);

  await expect(
    session('write', () => {
      insertTodo('half a change', timestamp());
      return Promise.reject(new Error('the handler broke'));
    }),
  ).rejects.toThrow('the handler broke');

  expect(titles()).not.toContain('half a change');
  expect(localStorage.getItem(SNAPSHOT_KEY)).toBe(saved);
});

it('a write whose newest save never reaches this tab is refused with 503, not made on the older copy', async () => {
  jest.useFakeTimers();
  Object.defineProperty(navigator, 'locks', { value: locksWithAnnouncedSave(99), configurable: true });
  const session = tabSession(localStorage);
  const saved = localStorage.getItem(SNAPSHOT_KEY);
  const work = jest.fn(() => {
    insertTodo('from an old copy', timestamp());
    return Promise.resolve(new Response(null, { status: 201 }));
  });

  const answer = session('write', work);
  const refused = expect(answer).rejects.toEqual(new HttpError(503, serverMessages.tabsOutOfStep));
  await jest.runAllTimersAsync();
  await refused;

  expect(work).not.toHaveBeenCalled();
  expect(titles()).not.toContain('from an old copy');
  expect(localStorage.getItem(SNAPSHOT_KEY)).toBe(saved);
});

import { db } from '@/api/memory-db';
import { dbEvents, watchRowWrites } from '@/api/memory-db-writes';

/*
 * row-writes.ts reaches into @mswjs/data's private Database (under a symbol it does not export)
 * to switch off its own sync and count shopper writes. If an upgrade moves or renames any of it,
 * dbEvents() answers null, the count stays at 0, and the browser mock quietly stops saving: these
 * tests are what says so.
 */

it("finds @mswjs/data's Database events under its private symbol", () => {
  const symbols = Object.getOwnPropertySymbols(db).map((symbol) => symbol.description);
  expect(symbols).toContain('databaseInstance');
  expect(dbEvents(db)).not.toBeNull();
});

it('has replaced every listener on the write events (the sync among them) with the one count', () => {
  const events = dbEvents(db);
  for (const event of ['create', 'update', 'delete']) {
    expect(events?.listeners(event)).toHaveLength(1);
  }
});

const todo = { _id: 'todo-x', title: 'Lace up', done: false };
const thisTodo = { where: { _id: { equals: todo._id } } };

it.each<[string, () => void]>([
  ['create', () => db.testTodo.create(todo)],
  ['update', () => db.testTodo.update({ ...thisTodo, data: { done: true } })],
  ['delete', () => db.testTodo.delete(thisTodo)],
])("'%s' on a shopper model fires with the model's name and counts as a write", (event, write) => {
  if (event !== 'create') db.testTodo.create(todo);
  const events = dbEvents(db);
  const heard = jest.fn<undefined, unknown[]>();
  events?.on(event, heard);
  const wrote = watchRowWrites();

  try {
    write();
  } finally {
    events?.removeListener(event, heard);
  }

  expect(heard).toHaveBeenCalledTimes(1);
  // The count reads the model's name from the second argument.
  expect(heard.mock.calls[0]?.[1]).toBe('testTodo');
  expect(wrote()).toBe(true);
});

it('a read, or a write to the catalogue (reseeded at every start), is not a shopper write', () => {
  const wrote = watchRowWrites();

  db.testTodo.getAll();
  db.category.create({ _id: 'cat-x', categoryName: 'Trail', description: 'Off the road' });
  db.category.delete({ where: { _id: { equals: 'cat-x' } } });

  expect(wrote()).toBe(false);
});

import { sampleTodos } from '@/api/test-todos/sample-todos';
import type { TestTodo } from '@/shared/types';
import { call, expectDbUnchanged, expectRefusal } from '@/api/testing/api-client';

type TodosAnswer = { todos: TestTodo[] };

it('GET answers the seeded todos without a token', async () => {
  const { status, body } = await call<TodosAnswer>('GET', '/test-todos');
  expect(status).toBe(200);
  expect(body.todos.map(({ _id, title, done }) => ({ _id, title, done }))).toEqual(
    sampleTodos.map(({ _id, title }) => ({ _id, title, done: false })),
  );
});

it('POST {todo: {title}} adds one: 201 with the list', async () => {
  const { status, body } = await call<TodosAnswer>('POST', '/test-todos', {
    json: { todo: { title: 'Buy laces' } },
  });
  expect(status).toBe(201);
  expect(body.todos).toHaveLength(sampleTodos.length + 1);
  expect(body.todos.at(-1)).toMatchObject({
    title: 'Buy laces',
    done: false,
    _id: expect.any(String) as string,
  });
});

it.each<[string, unknown]>([
  ['an empty object', {}],
  ['a todo without title', { todo: {} }],
  ['a blank title', { todo: { title: '  ' } }],
  ['a numeric title', { todo: { title: 5 } }],
  ['a title without the todo wrapper', { title: 'Buy laces' }],
])('POST refuses %s with 400', async (_label, json) => {
  await expectDbUnchanged(async () => {
    expectRefusal(await call('POST', '/test-todos', { json }), 400);
  });
});

it('DELETE removes a todo: 200 with the rest; an unknown id is a 404', async () => {
  const id = sampleTodos[0]._id;
  const { status, body } = await call<TodosAnswer>('DELETE', `/test-todos/${id}`);
  expect(status).toBe(200);
  expect(body.todos.map((todo) => todo._id)).toEqual([sampleTodos[1]._id]);

  await expectDbUnchanged(async () => {
    expectRefusal(await call('DELETE', `/test-todos/${id}`), 404);
  });
});

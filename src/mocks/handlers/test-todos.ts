import { http, HttpResponse } from 'msw';
import type { Backend } from '../backend';
import type { EndpointWrappers } from '../handle';
import { notFound } from '../http-error';
import { asObject, requireStrings } from '../validate';

/** So the request tester's default request (GET /api/test-todos) has something to answer. */
export function testTodoHandlers({ repos }: Backend, { open }: EndpointWrappers) {
  const { testTodos } = repos;
  const all = async () => ({ todos: await testTodos.all() });

  return [
    http.get(
      '*/api/test-todos',
      open(async () => HttpResponse.json(await all())),
    ),
    http.post(
      '*/api/test-todos',
      open(async ({ body }) => {
        const todo = asObject(asObject(body).todo, 'The request body needs a todo object.');
        const { title } = requireStrings(todo, { title: 'Title' });
        await testTodos.insert(title);
        return HttpResponse.json(await all(), { status: 201 });
      }),
    ),
    http.delete<{ todoId: string }>(
      '*/api/test-todos/:todoId',
      open(async ({ params }) => {
        if (!(await testTodos.remove(params.todoId))) throw notFound('No todo has that id.');
        return HttpResponse.json(await all());
      }),
    ),
  ];
}

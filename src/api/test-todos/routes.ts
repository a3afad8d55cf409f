import { HttpResponse } from 'msw';
import { http } from '@/api/http/route';
import type { Backend } from '@/api/backend';
import type { EndpointWrappers } from '@/api/http/handle';
import { HttpError, notFound } from '@/api/http/http-error';
import { MAX_TEST_TODOS } from '@/api/limits/limits';
import { asObject, requireStrings } from '@/api/http/validate';

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
        // Anyone may write here without logging in: the list must not grow without end.
        if ((await testTodos.all()).length >= MAX_TEST_TODOS) {
          throw new HttpError(
            422,
            `The tester keeps at most ${MAX_TEST_TODOS} todos. Delete one to add another.`,
          );
        }
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

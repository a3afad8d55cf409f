import { HttpResponse } from 'msw';
import { route, type ApiRoute } from '@/api/http/route';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { HttpError, notFound } from '@/api/http/http-error';
import { MAX_TEST_TODOS } from '@/api/limits/limits';
import { asObject, requireStrings } from '@/api/http/validate';

/** So the request tester's default request (GET /api/test-todos) has something to answer. */
export function testTodoRoutes(backend: Backend): ApiRoute[] {
  const { repos } = backend;
  const { testTodos } = repos;
  const all = async () => ({ todos: await testTodos.all() });

  return [
    route({
      method: 'GET',
      path: '/api/test-todos',
      access: 'anyone',
      answer: async () => HttpResponse.json(await all()),
    }),
    route({
      method: 'POST',
      path: '/api/test-todos',
      access: 'anyone',
      answer: async ({ body }) => {
        const todo = asObject(asObject(body).todo, 'The request body needs a todo object.');
        const { title } = requireStrings(todo, { title: 'Title' });
        // Anyone may write here without logging in: the list must not grow without end.
        if ((await testTodos.all()).length >= MAX_TEST_TODOS) {
          throw new HttpError(
            422,
            `The tester keeps at most ${MAX_TEST_TODOS} todos. Delete one to add another.`,
          );
        }
        await testTodos.insert(title, stampOf(backend.clock));
        return HttpResponse.json(await all(), { status: 201 });
      },
    }),
    route({
      method: 'DELETE',
      path: '/api/test-todos/:todoId',
      access: 'anyone',
      answer: async ({ params }) => {
        if (!(await testTodos.remove(params.todoId))) throw notFound('No todo has that id.');
        return HttpResponse.json(await all());
      },
    }),
  ];
}

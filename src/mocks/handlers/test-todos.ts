import { http, HttpResponse } from 'msw';
import { allTodos, deleteTodo, insertTodo } from '../db';
import { open } from '../handle';
import { notFound } from '../http-error';
import { asObject, requireStrings } from '../validate';

/** So the request tester's default request (GET /api/test-todos) has something to answer. */
export const testTodoHandlers = [
  http.get(
    '*/api/test-todos',
    open(() => HttpResponse.json({ todos: allTodos() })),
  ),
  http.post(
    '*/api/test-todos',
    open(({ body }) => {
      const todo = asObject(asObject(body).todo, 'The request body needs a todo object.');
      const { title } = requireStrings(todo, { title: 'Title' });
      insertTodo(title);
      return HttpResponse.json({ todos: allTodos() }, { status: 201 });
    }),
  ),
  http.delete<{ todoId: string }>(
    '*/api/test-todos/:todoId',
    open(({ params }) => {
      if (!deleteTodo(params.todoId)) throw notFound('No todo has that id.');
      return HttpResponse.json({ todos: allTodos() });
    }),
  ),
];

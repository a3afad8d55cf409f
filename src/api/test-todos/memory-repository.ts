import type { TestTodo } from '@/shared/types';
import { asAsync } from '@/api/memory-async';
import { db } from '@/api/memory-db';
import type { TestTodoRepository } from './repository';

export function allTodos(): TestTodo[] {
  return db.testTodo.getAll();
}

export function insertTodo(title: string, at: string, id?: string): TestTodo {
  return db.testTodo.create({ _id: id ?? crypto.randomUUID(), title, done: false, createdAt: at });
}

export function deleteTodo(id: string): boolean {
  return db.testTodo.delete({ where: { _id: { equals: id } } }) !== null;
}

/** The request tester's todos over @mswjs/data. */
export const memoryTestTodoRepository = asAsync<TestTodoRepository>({
  all: () => allTodos(),
  insert: (title, at, id) => insertTodo(title, at, id),
  remove: (todoId) => deleteTodo(todoId),
});

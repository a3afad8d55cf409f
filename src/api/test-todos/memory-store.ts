import type { TestTodo } from '@/shared/types';
import { timestamp } from '@/shared/timestamp';
import { db } from '@/api/memory-db';

export function allTodos(): TestTodo[] {
  return db.testTodo.getAll();
}

export function insertTodo(title: string, id?: string): TestTodo {
  return db.testTodo.create({ _id: id ?? crypto.randomUUID(), title, done: false, createdAt: timestamp() });
}

export function deleteTodo(id: string): boolean {
  return db.testTodo.delete({ where: { _id: { equals: id } } }) !== null;
}

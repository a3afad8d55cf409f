import type { TestTodo } from '@/shared/types';

export interface TestTodoRepository {
  all(): Promise<TestTodo[]>;
  insert(title: string, at: string, id?: string): Promise<TestTodo>;
  /** False when there was no such todo. */
  remove(todoId: string): Promise<boolean>;
}

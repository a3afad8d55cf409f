import type { TestTodo } from '@/shared/types';
import { firstRow, ts, type SqlClient } from '@/api/sql-client';
import type { TestTodoRepository } from './repository';

/** Table: test_todos (src/api/sql-migrations/). */
const TODO = `_id, title, done, ${ts('created_at')} AS "createdAt"`;

export function sqlTestTodoRepository(db: SqlClient): TestTodoRepository {
  return {
    all: () => db.query<TestTodo>(`SELECT ${TODO} FROM test_todos ORDER BY seq`),
    insert: async (title, at, id) => {
      const row = await firstRow<TestTodo>(
        db,
        `INSERT INTO test_todos (_id, title, created_at) VALUES ($1, $2, $3::timestamptz) RETURNING ${TODO}`,
        [id ?? crypto.randomUUID(), title, at],
      );
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row;
    },
    remove: async (todoId) =>
      (await firstRow(db, `DELETE FROM test_todos WHERE _id = $1 RETURNING _id`, [todoId])) !== null,
  };
}

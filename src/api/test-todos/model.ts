import { primaryKey } from '@mswjs/data';

/** This resource's @mswjs/data models (rows shoppers create, saved by src/mocks/persistence); composed in src/api/memory-db.ts. */
export const testTodoModels = {
  testTodo: {
    _id: primaryKey(String),
    title: String,
    done: Boolean,
    createdAt: String,
  },
};

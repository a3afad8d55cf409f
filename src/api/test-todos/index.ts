/** The test todos: what the request tester's default request answers. What other resources and the server use of it. */
export { testTodoRoutes } from './routes';
export { sampleTodos } from './sample-todos';

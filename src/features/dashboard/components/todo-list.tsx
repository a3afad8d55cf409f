import { Link } from 'react-router-dom';
import type { DashboardTodos } from '@/shared/dashboard';
import { TODOS } from '../dashboard-format';

/** What needs doing now: each count a link to the console list that shows those. */
export function TodoList({ todos }: { todos: DashboardTodos }) {
  return (
    <section aria-labelledby="todo-heading" className="dashboard__todos">
      <h2 id="todo-heading">To do</h2>
      <ul className="dashboard__todo-list">
        {TODOS.map(({ key, label, to }) => (
          <li
            key={key}
            className={todos[key] > 0 ? 'dashboard__todo dashboard__todo--due' : 'dashboard__todo'}
          >
            <Link to={to}>
              <span className="dashboard__count">{todos[key]}</span> {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

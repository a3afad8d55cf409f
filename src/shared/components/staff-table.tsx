import type { ReactNode } from 'react';

/**
 * A table of the staff console (its styles: src/routes/staff/staff.css): it scrolls sideways on a
 * narrow screen, its caption is read by screen readers only, and a column left out is `false`.
 */
export function StaffTable({
  caption,
  columns,
  children,
  className,
}: {
  caption: string;
  columns: (string | false)[];
  /** The rows. */
  children: ReactNode;
  /** A variant of the wrap, e.g. 'staff-table-wrap--cards': rows as cards on a phone (cells name themselves by data-label). */
  className?: string;
}) {
  return (
    <div className={className ? `staff-table-wrap ${className}` : 'staff-table-wrap'}>
      <table className="staff-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map(
              (column) =>
                column && (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

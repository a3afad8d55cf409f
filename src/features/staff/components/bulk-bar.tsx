import { Link } from 'react-router-dom';
import { staffPrintPath } from '@/shared/paths';
import type { BulkPackReport } from '../use-bulk-pack';

const ordersText = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/** What a bulk pack did, said once it is over: the packed count, then each refusal and why. */
export function BulkReport({ report }: { report: BulkPackReport | null }) {
  return (
    <div role="status" className="staff-bulk__report">
      {report && (
        <>
          <p>
            Packed {ordersText(report.packed)}.
            {report.refused.length > 0 && ` ${ordersText(report.refused.length)} could not be packed:`}
          </p>
          {report.refused.length > 0 && (
            <ul className="form-error">
              {report.refused.map(({ name, reason }) => (
                <li key={name}>
                  {name}: {reason}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

/** The selected orders' actions: pack them all, or print their packing slips in one run. */
export function BulkBar({
  selectedIds,
  allShown,
  onSelectAll,
  onPack,
  packing,
}: {
  selectedIds: readonly string[];
  allShown: boolean;
  onSelectAll: (all: boolean) => void;
  onPack: () => void;
  packing: boolean;
}) {
  const count = selectedIds.length;
  return (
    <div className="staff-bulk" aria-label="Selected orders" role="group">
      <label className="staff-bulk__all">
        <input type="checkbox" checked={allShown} onChange={(event) => onSelectAll(event.target.checked)} />{' '}
        Select every order shown
      </label>
      <span aria-live="polite">{count === 0 ? 'None selected' : `${ordersText(count)} selected`}</span>
      <button type="button" className="btn" disabled={count === 0 || packing} onClick={onPack}>
        {packing ? 'Packing…' : count === 0 ? 'Pack selected' : `Pack ${ordersText(count)}`}
      </button>
      {count > 0 ? (
        <Link className="btn btn--ghost" to={staffPrintPath('slip', selectedIds)}>
          Print {count === 1 ? 'packing slip' : 'packing slips'}
        </Link>
      ) : (
        <span className="btn btn--ghost staff-bulk__off" aria-disabled="true">
          Print packing slips
        </span>
      )}
    </div>
  );
}

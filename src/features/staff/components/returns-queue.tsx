import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  returnMachine,
  RETURN_REASONS,
  RETURN_STATES,
  RETURN_STATE_LABELS,
  type ReturnState,
  type StaffReturn,
} from '@/shared/returns';
import { apiErrorMessage } from '@/shared/api-error';
import { FormAlert } from '@/shared/components/form-alert';
import { LoadFailed } from '@/shared/components/load-failed';
import { Spinner } from '@/shared/components/spinner';
import { formatIndiaTime } from '@/shared/format-india-time';
import { staffOrderPath } from '@/shared/paths';
import { useMoveReturnMutation, useStaffReturnsQuery } from '../returns-api';
import { PayoutsList } from './payouts-list';

/** What each move's button says. */
const MOVE_LABELS: Readonly<Record<ReturnState, string>> = {
  requested: 'Requested',
  approved: 'Approve',
  rejected: 'Reject',
  picked_up: 'Mark picked up',
  received: 'Mark received',
};

interface ReturnMovesProps {
  staffReturn: StaffReturn;
  /** Says why a move was refused (null: none was), on the card, which outlives the buttons. */
  onProblem: (problem: string | null) => void;
}

/** The moves `returnMachine` allows from the return's state; receiving asks whether the pairs can be sold again. */
function ReturnMoves({ staffReturn, onProblem: setProblem }: ReturnMovesProps) {
  const { _id: returnId, state } = staffReturn.return;
  const [move, { isLoading }] = useMoveReturnMutation();
  const [resellable, setResellable] = useState(true);
  const moves = returnMachine.movesFrom(state, 'staff');
  if (moves.length === 0) return null;

  async function makeMove(to: ReturnState) {
    setProblem(null);
    try {
      await move({ returnId, to, ...(to === 'received' ? { resellable } : {}) }).unwrap();
    } catch (error) {
      setProblem(apiErrorMessage(error));
    }
  }

  return (
    <div className="staff-return__moves">
      {moves.includes('received') && (
        <label>
          <input
            type="checkbox"
            checked={resellable}
            onChange={(event) => setResellable(event.target.checked)}
          />{' '}
          The pairs can be sold again
        </label>
      )}
      {moves.map((to) => (
        <button key={to} type="button" className="btn" disabled={isLoading} onClick={() => void makeMove(to)}>
          {MOVE_LABELS[to]}
        </button>
      ))}
    </div>
  );
}

function ReturnCard({ staffReturn }: { staffReturn: StaffReturn }) {
  const { return: orderReturn, titles, pickupAddress: address } = staffReturn;
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <article className="card staff-card staff-return" aria-label={`Return ${orderReturn._id}`}>
      <h2>
        {orderReturn._id}: {RETURN_STATE_LABELS[orderReturn.state]}
      </h2>
      <p>
        Order <Link to={staffOrderPath(orderReturn.orderId)}>{orderReturn.orderId}</Link> (
        {staffReturn.paymentMethod === 'cod' ? 'Cash on Delivery' : 'paid online'}), asked{' '}
        <time dateTime={staffReturn.requestedAt}>{formatIndiaTime(staffReturn.requestedAt)}</time> by{' '}
        {staffReturn.email || 'a deleted account'}
      </p>
      <ul>
        {orderReturn.lines.map((line, index) => (
          <li key={line.productId}>
            {titles[index]} × {line.qty}
          </li>
        ))}
      </ul>
      <p>Reason: {RETURN_REASONS[orderReturn.reason]}</p>
      <p>
        Pickup: {address.name}, {address.residence}, {address.city} {address.pincode}, {address.state}; mobile{' '}
        {address.mobile}
      </p>
      {orderReturn.upiId && <p>Refund to UPI ID {orderReturn.upiId}</p>}
      {orderReturn.state === 'received' && (
        <p>{orderReturn.resellable ? 'Back on the shelf.' : 'Not resellable: kept off the shelf.'}</p>
      )}
      <ReturnMoves staffReturn={staffReturn} onProblem={setProblem} />
      <FormAlert message={problem} />
    </article>
  );
}

/**
 * /staff/returns: the returns queue, newest first, filtered by state (at first `initialState`: a
 * link such as the home's "Returns to receive" names one), and the UPI payouts to pay.
 */
export function ReturnsQueue({ initialState = 'requested' }: { initialState?: ReturnState | '' }) {
  const [state, setState] = useState<ReturnState | ''>(initialState);
  const { data, isLoading, error, refetch } = useStaffReturnsQuery(state);
  return (
    <>
      <label className="staff-filter">
        State{' '}
        <select value={state} onChange={(event) => setState(event.target.value as ReturnState | '')}>
          <option value="">Every return</option>
          {RETURN_STATES.map((known) => (
            <option key={known} value={known}>
              {RETURN_STATE_LABELS[known]}
            </option>
          ))}
        </select>
      </label>
      {isLoading && <Spinner label="Loading the returns" minHeight={120} />}
      {error && <LoadFailed error={error} onRetry={() => void refetch()} />}
      {data?.returns.length === 0 && <p>No returns here.</p>}
      {data?.returns.map((staffReturn) => (
        <ReturnCard key={staffReturn.return._id} staffReturn={staffReturn} />
      ))}
      <PayoutsList />
    </>
  );
}

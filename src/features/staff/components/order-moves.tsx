import { useState } from 'react';
import { FormAlert } from '@/shared/components/form-alert';
import { useModal } from '@/shared/hooks/use-modal';
import { apiErrorMessage } from '@/shared/api-error';
import { movesFrom, REASONED_MOVES, type OrderStatus } from '@/shared/order-lifecycle';
import type { Order } from '@/shared/types';
import { ORDER_ACTION_LABELS } from '../order-actions';
import { useMoveOrderMutation } from '../staff-api';
import { ReasonDialog } from './reason-dialog';
import { ShipDialog } from './ship-dialog';

/**
 * The moves the table lets staff make from the order's status, each named as its action; shipping
 * asks for the courier and AWB, a cancel or a return to seller for a reason and a confirmation. A
 * refusal (409) shows its reason.
 */
export function OrderMoves({ order, orderName }: { order: Order; orderName: string }) {
  const [move, { isLoading }] = useMoveOrderMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const shipping = useModal();
  const moves = movesFrom(order.status, 'staff');
  const makeMove = (to: OrderStatus) => {
    setRefusal(null);
    move({ orderId: order._id, to })
      .unwrap()
      .catch((error: unknown) => setRefusal(apiErrorMessage(error)));
  };
  const clickOf = (to: OrderStatus) => {
    if (to === 'shipped') return shipping.opener.onClick;
    if (REASONED_MOVES.includes(to)) return () => setAsking(to);
    return () => makeMove(to);
  };
  return (
    <div className="staff-moves">
      {/* Kept when a refusal leaves no moves: the reason is why the order changed under the page. */}
      <FormAlert message={refusal} />
      {moves.length === 0 && <p className="staff-muted">No further steps for this order.</p>}
      <div className="staff-moves__buttons">
        {moves.map((to) => (
          <button
            key={to}
            type="button"
            className={REASONED_MOVES.includes(to) ? 'btn btn--ghost' : 'btn'}
            disabled={isLoading}
            aria-haspopup={to === 'shipped' || REASONED_MOVES.includes(to) ? 'dialog' : undefined}
            onClick={clickOf(to)}
          >
            {ORDER_ACTION_LABELS[to]}
          </button>
        ))}
      </div>
      <ShipDialog orderId={order._id} open={shipping.open} onClose={shipping.close} />
      <ReasonDialog
        open={asking !== null}
        order={order}
        to={asking ?? 'cancelled'}
        orderName={orderName}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}

import { RETURN_REASONS, RETURN_STATES, type OrderReturn, type ReturnStep } from '@/shared/returns';
import type { Address, OrderLineRef } from '@/shared/types';
import { asAsync } from '@/api/memory-async';
import { db } from '@/api/memory-db';
import { newReturnId } from './ids';
import type { NewReturn, ReturnMove, ReturnRepository, StoredReturn } from './repository';

type ReturnRow = NonNullable<ReturnType<typeof db.orderReturn.findFirst>>;

function toReturn(row: ReturnRow): OrderReturn {
  const state = RETURN_STATES.find((known) => known === row.state) ?? 'requested';
  return {
    _id: row._id,
    orderId: row.orderId,
    lines: JSON.parse(row.linesJson) as OrderLineRef[],
    reason: Object.hasOwn(RETURN_REASONS, row.reason)
      ? (row.reason as OrderReturn['reason'])
      : 'changed_mind',
    state,
    steps: JSON.parse(row.stepsJson) as ReturnStep[],
    ...(state === 'received' ? { resellable: row.resellable } : {}),
    pickupAddressId: (JSON.parse(row.pickupAddressJson) as Address).id,
    ...(row.upiId ? { upiId: row.upiId } : {}),
    ...(row.refundId ? { refundId: row.refundId } : {}),
  };
}

const stored = (row: ReturnRow): StoredReturn => ({
  userId: row.userId || null,
  orderReturn: toReturn(row),
  pickupAddress: JSON.parse(row.pickupAddressJson) as Address,
});

const byId = (returnId: string) => ({ where: { _id: { equals: returnId } } });

function insert({ userId, orderId, lines, reason, pickupAddress, upiId, at }: NewReturn): OrderReturn {
  const [newest] = db.orderReturn.findMany({ orderBy: { seq: 'desc' }, take: 1 });
  const row = db.orderReturn.create({
    _id: newReturnId(),
    orderId,
    userId,
    linesJson: JSON.stringify(lines),
    reason,
    state: 'requested',
    stepsJson: JSON.stringify([{ state: 'requested', at }] satisfies ReturnStep[]),
    resellable: false,
    pickupAddressJson: JSON.stringify(pickupAddress),
    upiId: upiId ?? '',
    refundId: '',
    seq: (newest?.seq ?? 0) + 1,
  });
  return toReturn(row);
}

function move({ returnId, from, step, resellable }: ReturnMove): OrderReturn | null {
  const row = db.orderReturn.findFirst(byId(returnId));
  if (row?.state !== from) return null;
  const steps = [...(JSON.parse(row.stepsJson) as ReturnStep[]), step];
  const moved = db.orderReturn.update({
    ...byId(returnId),
    data: { state: step.state, stepsJson: JSON.stringify(steps), resellable: resellable ?? false },
  });
  return moved ? toReturn(moved) : null;
}

/** Returns over @mswjs/data: each check and its write are one synchronous step. */
export const memoryReturnRepository = asAsync<ReturnRepository>({
  insert,
  findById: (returnId) => {
    const row = db.orderReturn.findFirst(byId(returnId));
    return row ? stored(row) : null;
  },
  ofOrder: (orderId) =>
    db.orderReturn
      .findMany({ where: { orderId: { equals: orderId } }, orderBy: { seq: 'asc' } })
      .map(toReturn),
  move,
  attachRefund: (returnId, refundId) => {
    db.orderReturn.update({ ...byId(returnId), data: { refundId } });
  },
  queue: (state, limit) =>
    db.orderReturn
      .findMany({
        ...(state ? { where: { state: { equals: state } } } : {}),
        orderBy: { seq: 'desc' },
        take: limit,
      })
      .map(stored),
});

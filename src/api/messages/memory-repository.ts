import type { ShopperUpdate, UpdateKind } from '@/shared/updates';
import { asAsync } from '@/api/memory-async';
import { db } from '@/api/memory-db';
import type { UpdateRepository } from './repository';

type UpdateRow = ReturnType<typeof db.shopperUpdate.create>;

const toUpdate = (row: UpdateRow): ShopperUpdate => ({
  _id: row._id,
  orderId: row.orderId,
  kind: row.kind as UpdateKind,
  title: row.title,
  body: row.body,
  at: row.at,
  read: row.read,
});

const ownRow = (userId: string, updateId: string) =>
  db.shopperUpdate.findFirst({ where: { _id: { equals: updateId }, userId: { equals: userId } } });

const unreadOf = (userId: string) =>
  db.shopperUpdate.count({ where: { userId: { equals: userId }, read: { equals: false } } });

/** The shopper updates over @mswjs/data. */
export const memoryUpdateRepository = asAsync<UpdateRepository>({
  // The embedded mock sends no email (a server's outbox does): none can fail.
  failedEmails: () => [],
  add: (update) => {
    const [newest] = db.shopperUpdate.findMany({ orderBy: { seq: 'desc' }, take: 1 });
    db.shopperUpdate.create({ ...update, seq: (newest?.seq ?? 0) + 1, read: false });
  },
  page: (userId, { before, limit }) => {
    const from = before === undefined ? null : ownRow(userId, before);
    if (before !== undefined && !from) return null;
    const rows = db.shopperUpdate.findMany({
      where: { userId: { equals: userId }, ...(from ? { seq: { lt: from.seq } } : {}) },
      orderBy: { seq: 'desc' },
      take: limit + 1,
    });
    return { updates: rows.slice(0, limit).map(toUpdate), more: rows.length > limit };
  },
  unread: (userId) => unreadOf(userId),
  markRead: (userId, _at, upTo) => {
    const last = upTo === undefined ? null : ownRow(userId, upTo);
    if (upTo !== undefined && !last) return null;
    db.shopperUpdate.updateMany({
      where: {
        userId: { equals: userId },
        read: { equals: false },
        ...(last ? { seq: { lte: last.seq } } : {}),
      },
      data: { read: true },
    });
    return unreadOf(userId);
  },
});

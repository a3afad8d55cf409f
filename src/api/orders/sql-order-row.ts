import type { Order } from '@/shared/types';
import { orderNumberText } from '@/shared/order-number';
import { firstRow, ts, type SqlClient } from '@/api/sql-client';

/** Tables: orders, invoice_series (src/api/sql-migrations.ts). */
export const ORDER = `_id, number, COALESCE(razorpay_order_id, '') AS "razorpayOrderId", status, payment_method AS "paymentMethod",
  payment_state AS "paymentState", timeline,
  items, address, sub_total AS "subTotal", delivery, discount, grand_total AS "grandTotal",
  amount_paise AS "amountPaise", payment_id AS "paymentId", ${ts('created_at')} AS "createdAt",
  ${ts('paid_at')} AS "paidAt", to_char(deliver_by, 'YYYY-MM-DD') AS "deliverBy",
  invoice_number AS "invoiceNumber"`;

type Optional = 'paymentId' | 'paidAt' | 'deliverBy' | 'invoiceNumber';

export interface OrderRow extends Omit<Order, 'number' | 'amounts' | 'currency' | Optional> {
  number: number;
  subTotal: number;
  delivery: number;
  discount: number;
  grandTotal: number;
  paymentId: string | null;
  paidAt: string | null;
  deliverBy: string | null;
  invoiceNumber: string | null;
}

export function toOrder(row: OrderRow): Order {
  const { subTotal, delivery, discount, grandTotal, paymentId, paidAt, deliverBy, invoiceNumber } = row;
  return {
    _id: row._id,
    number: orderNumberText(row.number),
    razorpayOrderId: row.razorpayOrderId,
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentState: row.paymentState,
    timeline: row.timeline,
    items: row.items,
    address: row.address,
    amounts: { subTotal, delivery, discount, grandTotal },
    amountPaise: row.amountPaise,
    currency: 'INR',
    ...(paymentId ? { paymentId } : {}),
    createdAt: row.createdAt,
    ...(paidAt ? { paidAt } : {}),
    ...(deliverBy ? { deliverBy } : {}),
    ...(invoiceNumber ? { invoiceNumber } : {}),
  };
}

export const orderRow = async (db: SqlClient, text: string, params: Parameters<SqlClient['query']>[1]) => {
  const row = await firstRow<OrderRow>(db, text, params);
  return row && toOrder(row);
};

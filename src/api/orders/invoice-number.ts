import { financialYear } from '@/shared/gst/invoice-number';
import { indiaDate } from '@/shared/gst/tax-invoice';
import type { Order } from '@/shared/types';
import type { Repositories } from '@/api/repositories';

/** A confirmed order takes the next number of its financial year's invoice series. */
export async function withInvoiceNumber(tx: Repositories, userId: string, order: Order): Promise<Order> {
  const year = financialYear(indiaDate(order.paidAt ?? order.createdAt));
  return (await tx.orders.issueInvoiceNumber(userId, order._id, year)) ?? order;
}

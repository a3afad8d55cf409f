/**
 * Snapshot v1 → v2: orders gained how they are paid, the delivery date promised and the invoice
 * number. Every v1 order was an online one; none had a promised date or an invoice (its page
 * then shows no invoice).
 */
export function addOrderPaymentFields(older: unknown): unknown {
  if (typeof older !== 'object' || older === null) return older;
  const snapshot = older as Record<string, unknown>;
  if (!Array.isArray(snapshot.order)) return older;
  return {
    ...snapshot,
    order: snapshot.order.map((row: unknown) =>
      typeof row === 'object' && row !== null
        ? { ...row, paymentMethod: 'online', deliverBy: '', invoiceNumber: '' }
        : row,
    ),
  };
}

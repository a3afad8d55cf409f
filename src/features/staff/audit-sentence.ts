import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/shared/order-lifecycle';
import { staffOrderPath, staffPaths, staffProductPath } from '@/shared/paths';
import type { AuditEntry, AuditKind } from '@/shared/staff';
import { auditChanges, showValue } from './audit-diff';
import { orderNameOf } from './order-actions';
import { stockChangeWords } from './stock-sentence';

/** Each kind of line, as the log's filter offers it. */
export const AUDIT_KIND_LABELS: Readonly<Record<AuditKind, string>> = {
  order: 'Orders',
  return: 'Returns',
  refund: 'Refunds',
  stock: 'Stock',
  product: 'Products',
  complaint: 'Complaints',
  staff: 'Team and sign-ins',
};

/** The names a sentence uses: a member's (else their email) and a product's title (else its id). */
export interface AuditNames {
  member: (staffId: string) => string | undefined;
  product: (productId: string) => string | undefined;
}

/** A line of the log as a sentence, and what it links to (the order, the product …) if anything. */
export interface AuditSentence {
  text: string;
  link: { to: string; label: string } | null;
}

const fieldOf = (value: unknown, field: string): unknown =>
  typeof value === 'object' && value !== null && field in value
    ? (value as Record<string, unknown>)[field]
    : undefined;
const textOf = (value: unknown, field: string) => {
  const found = fieldOf(value, field);
  return found === undefined || found === null ? '' : showValue(found);
};
const withReason = (text: string, reason: string) => (reason ? `${text}: ${reason}` : text);

/** What a move did to an order, in words: "packed", "cancelled", "marked … delivered". */
function orderMove(entry: AuditEntry, name: string): string {
  const status = ORDER_STATUSES.find((known) => known === fieldOf(entry.after, 'status'));
  const courier = textOf(entry.after, 'courier');
  switch (status) {
    case 'packed':
    case 'cancelled':
      return `${status === 'packed' ? 'packed' : 'cancelled'} ${name}`;
    case 'shipped':
      return `shipped ${name}${courier ? ` with ${courier}, AWB ${textOf(entry.after, 'awb')}` : ''}`;
    case undefined:
      return `moved ${name}`;
    default:
      return `marked ${name} ${ORDER_STATUS_LABELS[status].toLowerCase()}`;
  }
}

type Describe = (entry: AuditEntry, names: AuditNames) => AuditSentence;

const productLink = (entry: AuditEntry, names: AuditNames) => {
  const title = names.product(entry.target) ?? `product ${entry.target}`;
  return { title, link: { to: staffProductPath(entry.target), label: title } };
};

/** Each action's sentence (after "<who> "). */
const DESCRIBE: Readonly<Record<string, Describe>> = {
  'order.transition': (entry) => {
    // The line keeps the order's number (lines from before numbers name the order by its id's start).
    const name = orderNameOf({ number: textOf(entry.after, 'number') || entry.target.slice(0, 8) });
    const text = withReason(orderMove(entry, name.replace(/^Order/, 'order')), textOf(entry.after, 'reason'));
    return { text, link: { to: staffOrderPath(entry.target), label: name } };
  },
  'stock.adjust': (entry, names) => {
    const { title, link } = productLink(entry, names);
    const change = Number(fieldOf(entry.after, 'change'));
    const text = withReason(stockChangeWords(change, title, 'done'), textOf(entry.after, 'reason'));
    return { text, link };
  },
  'product.add': (entry, names) => {
    const { title, link } = productLink(entry, names);
    return { text: `added the product ${title}`, link };
  },
  'product.update': (entry, names) => {
    const { title, link } = productLink(entry, names);
    const changes = auditChanges(entry.before, entry.after).map(
      (change) => `${change.field} ${change.before} → ${change.after}`,
    );
    return { text: withReason(`changed ${title}`, changes.join(', ')), link };
  },
  'product.image': (entry, names) => {
    const { title, link } = productLink(entry, names);
    return { text: `gave ${title} a new picture`, link };
  },
  'staff.add': (entry) => ({
    text: `added ${textOf(entry.after, 'name') || textOf(entry.after, 'email')} to the team as ${textOf(entry.after, 'role')}`,
    link: { to: staffPaths.team, label: 'Team' },
  }),
  'staff.change': (entry, names) => ({
    text: withReason(
      `changed ${names.member(entry.target) ?? 'a member'}’s access`,
      auditChanges(entry.before, entry.after)
        .map((change) => `${change.field} ${change.before} → ${change.after}`)
        .join(', '),
    ),
    link: { to: staffPaths.team, label: 'Team' },
  }),
  'staff.password': () => ({ text: 'changed their password', link: null }),
  'staff.end-sessions': (entry, names) => ({
    text: `signed ${names.member(entry.target) ?? 'a member'} out everywhere`,
    link: null,
  }),
  'staff.sign-in': () => ({ text: 'signed in', link: null }),
  'staff.sign-out': () => ({ text: 'signed out', link: null }),
  'staff.sign-in-failed': () => ({
    text: 'failed to sign in (a wrong password, or a disabled account)',
    link: null,
  }),
  'refund.paid': (entry) => ({
    text: withReason('paid a refund by UPI', textOf(entry.after, 'reference')),
    link: { to: staffPaths.returns, label: 'Returns' },
  }),
  'return.transition': (entry) => ({
    text: `marked a return ${textOf(entry.after, 'state')}`,
    link: { to: staffPaths.returns, label: 'Returns' },
  }),
  'complaint.status': (entry) => ({
    text: `set complaint ${entry.target} to ${textOf(entry.after, 'status').replace(/_/g, ' ')}`,
    link: { to: staffPaths.complaints, label: 'Complaints' },
  }),
};

/** "Asha Rao took 5 pairs of Puma Flex Dash off stock: damaged": who did what, to what, and why. */
export function auditSentence(entry: AuditEntry, names: AuditNames): AuditSentence {
  const who = names.member(entry.staffId) ?? entry.staffEmail;
  const describe = DESCRIBE[entry.action];
  if (!describe) return { text: `${who}: ${entry.action} on ${entry.target}`, link: null };
  const { text, link } = describe(entry, names);
  return { text: `${who} ${text}`, link };
}

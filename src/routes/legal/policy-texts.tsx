import type { ReactNode } from 'react';
import { FormattedList, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CANCEL_REASONS } from '@/shared/orders';
import { REFUND_STATE_LABELS, type RefundState } from '@/shared/refunds';
import { RETURN_REASONS, RETURN_WINDOW_DAYS } from '@/shared/returns';
import { COD_MAX_GRAND_TOTAL, DELIVERY_CHARGE } from '@/shared/constants';
import { formatRupees } from '@/shared/format-rupees';
import type { MessageId } from '@/shared/i18n/message-id';
import { ORDER_STATUSES, movesFrom } from '@/shared/order-lifecycle';
import { paths, policyPath } from '@/shared/paths';
import type { PolicySlug } from '@/shared/policies';

/** The statuses a shopper may cancel an order from, read off the one table of moves. */
const CANCELLABLE = ORDER_STATUSES.filter((status) => movesFrom(status, 'shopper').includes('cancelled'));

/** A list of reasons, each a catalogue message. */
function ReasonList({ ids }: { ids: MessageId[] }) {
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>
          <FormattedMessage id={id} />
        </li>
      ))}
    </ul>
  );
}

/** The links a policy's sentences carry, as ICU tags (`<orders>your orders</orders>`). */
const links = {
  // The orders tab of the profile: /order is only the page of an order just placed.
  orders: (chunks: ReactNode[]) => <Link to={`${paths.profile}?tab=orders`}>{chunks}</Link>,
  refunds: (chunks: ReactNode[]) => <Link to={policyPath('refunds')}>{chunks}</Link>,
  returns: (chunks: ReactNode[]) => <Link to={policyPath('returns')}>{chunks}</Link>,
};

function Paragraph({ id, values }: { id: MessageId; values?: Record<string, ReactNode> }) {
  return (
    <p>
      <FormattedMessage id={id} values={{ ...links, ...values }} />
    </p>
  );
}

function ReturnsText() {
  return (
    <>
      <Paragraph id="legal.returns.how" values={{ days: RETURN_WINDOW_DAYS }} />
      <ReasonList
        ids={Object.keys(RETURN_REASONS).map((reason) => `afterSale.returnReason.${reason}` as MessageId)}
      />
      <Paragraph id="legal.returns.pickup" />
    </>
  );
}

function RefundsText() {
  const intl = useIntl();
  const states = (Object.keys(REFUND_STATE_LABELS) as RefundState[]).map((state) =>
    intl.formatMessage(
      { id: 'legal.quoted' },
      { words: intl.formatMessage({ id: `afterSale.refundState.${state}` }) },
    ),
  );
  return (
    <>
      <Paragraph id="legal.refunds.way" />
      <Paragraph id="legal.refunds.amount" />
      <Paragraph
        id="legal.refunds.states"
        values={{ states: <FormattedList type="disjunction" value={states} /> }}
      />
    </>
  );
}

function CancellationText() {
  const intl = useIntl();
  const statuses = CANCELLABLE.map((status) =>
    intl.formatMessage({ id: `orders.status.${status}` }).toLocaleLowerCase(intl.locale),
  );
  return (
    <>
      <Paragraph
        id="legal.cancellation.how"
        values={{ statuses: <FormattedList type="disjunction" value={statuses} /> }}
      />
      <ReasonList
        ids={Object.keys(CANCEL_REASONS).map((reason) => `afterSale.cancelReason.${reason}` as MessageId)}
      />
      <Paragraph id="legal.cancellation.refund" />
    </>
  );
}

function ShippingText() {
  return (
    <>
      <Paragraph id="legal.shipping.where" />
      <Paragraph
        id="legal.shipping.cost"
        values={{ charge: formatRupees(DELIVERY_CHARGE), max: formatRupees(COD_MAX_GRAND_TOTAL) }}
      />
    </>
  );
}

function PaymentSecurityText() {
  return (
    <>
      <Paragraph id="legal.paymentSecurity.gateway" />
      <Paragraph id="legal.paymentSecurity.checks" />
    </>
  );
}

const TEXTS: Record<PolicySlug, () => ReactNode> = {
  returns: ReturnsText,
  refunds: RefundsText,
  cancellation: CancellationText,
  shipping: ShippingText,
  'payment-security': PaymentSecurityText,
};

/**
 * A policy's text. Every figure and state comes from the rule it describes (the return window,
 * the moves table, the delivery charge), so the page cannot say one thing while the shop does another.
 */
export function PolicyText({ slug }: { slug: PolicySlug }) {
  const Text = TEXTS[slug];
  return <Text />;
}

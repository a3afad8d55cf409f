import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
  pairsLeftToReturn,
  returnWindowEnd,
  type ReturnReason,
} from '@/shared/returns';
import type { OrderAfterSales } from '@/shared/orders';
import { ClosableModal } from '@/shared/components/modal';
import { useModal } from '@/shared/hooks/use-modal';
import { FormAlert } from '@/shared/components/form-alert';
import { formatIndiaTime } from '@/shared/format-india-time';
import { notify } from '@/shared/notify';
import type { Address, Order } from '@/shared/types';
import { useReturnRequest, type ReturnFieldErrors } from '../use-return-request';
import { useLocale } from '@/shared/i18n/language-context';
import { DialogActions } from './dialog-actions';
import './return-order.css';

const REASONS = Object.keys(RETURN_REASONS) as ReturnReason[];

interface ReturnOrderProps {
  order: Order;
  afterSales: OrderAfterSales;
  /** The shopper's saved addresses: another may be the pickup's. */
  addresses: Address[];
}

type ReturnRequest = ReturnType<typeof useReturnRequest>;

const addressLine = (address: Address) =>
  `${address.name}, ${address.residence}, ${address.city} ${address.pincode}`;

const invalid = (errors: ReturnFieldErrors, field: keyof ReturnFieldErrors) =>
  errors[field] ? { 'aria-invalid': true } : {};

/** A field's or a group's error, which the control or group names as its description. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null;
}

/** A control's description: its hint, then its error when it has one. */
const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** Which pairs, and how many of each: up to the pairs not yet returned. */
function PairsToReturn({
  lines,
  request,
}: {
  lines: { item: Order['items'][number]; left: number }[];
  request: ReturnRequest;
}) {
  const errorId = useId();
  const { choices, chooseQty, errors } = request;
  return (
    <fieldset className="return-order__group" aria-describedby={errors.lines ? errorId : undefined}>
      <legend>
        <FormattedMessage id="afterSale.whichPairs" />
      </legend>
      {lines.map(({ item, left }) => (
        <div key={item._id} className="field return-order__line">
          <label htmlFor={`${errorId}-${item._id}`}>{item.title}</label>
          <select
            id={`${errorId}-${item._id}`}
            value={choices.qtys[item._id] ?? 0}
            {...invalid(errors, 'lines')}
            onChange={(event) => chooseQty(item._id, Number(event.target.value))}
          >
            {Array.from({ length: left + 1 }, (_unused, qty) => (
              <option key={qty} value={qty}>
                {qty}
              </option>
            ))}
          </select>
        </div>
      ))}
      <FieldError id={errorId} message={errors.lines} />
    </fieldset>
  );
}

function ReturnReasonChoice({ request }: { request: ReturnRequest }) {
  const id = useId();
  const errorId = useId();
  const { choices, choose, errors } = request;
  const intl = useIntl();
  return (
    <div className="field">
      <label htmlFor={id}>
        <FormattedMessage id="afterSale.returnWhy" />
      </label>
      <select
        id={id}
        value={choices.reason}
        {...invalid(errors, 'reason')}
        aria-describedby={describedBy(errors.reason && errorId)}
        onChange={(event) => choose({ reason: event.target.value as ReturnReason | '' })}
      >
        <option value="">{intl.formatMessage({ id: 'afterSale.chooseReturnReason' })}</option>
        {REASONS.map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage({ id: `afterSale.returnReason.${value}` })}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={errors.reason} />
    </div>
  );
}

/** Where the pairs are picked up: the order's address first, then the other saved ones. */
function PickupAddressChoice({
  order,
  addresses,
  request,
}: Omit<ReturnOrderProps, 'afterSales'> & { request: ReturnRequest }) {
  const errorId = useId();
  const { choices, choose, errors } = request;
  const pickups = [order.address, ...addresses.filter((address) => address.id !== order.address.id)];
  return (
    <fieldset className="return-order__group" aria-describedby={errors.addressId ? errorId : undefined}>
      <legend>
        <FormattedMessage id="afterSale.pickupFrom" />
      </legend>
      {pickups.map((address) => (
        <label key={address.id} className="return-order__address">
          <input
            type="radio"
            name="pickup"
            checked={choices.addressId === address.id}
            onChange={() => choose({ addressId: address.id })}
          />
          {addressLine(address)}
          {address.id === order.address.id && <FormattedMessage id="afterSale.thisOrdersAddress" />}
        </label>
      ))}
      <FieldError id={errorId} message={errors.addressId} />
    </fieldset>
  );
}

/** Cash on Delivery only: the UPI ID the refund is paid to. */
function RefundUpiId({ request }: { request: ReturnRequest }) {
  const id = useId();
  const hint = useId();
  const errorId = useId();
  const { choices, choose, errors } = request;
  return (
    <div className="field">
      <label htmlFor={id}>
        <FormattedMessage id="afterSale.refundUpiId" />
      </label>
      <input
        id={id}
        value={choices.upiId}
        autoComplete="off"
        aria-describedby={describedBy(hint, errors.upiId && errorId)}
        {...invalid(errors, 'upiId')}
        onChange={(event) => choose({ upiId: event.target.value })}
      />
      <p id={hint} className="return-order__hint">
        <FormattedMessage id="afterSale.refundUpiHint" />
      </p>
      <FieldError id={errorId} message={errors.upiId} />
    </div>
  );
}

/**
 * "Return pairs" on a delivered order within RETURN_WINDOW_DAYS of its delivery: a dialog to choose
 * the pairs and how many, why, where they are picked up (the order's address or another saved one)
 * and, for Cash on Delivery, the UPI ID the refund is paid to. Each field says what is wrong with it.
 */
export function ReturnOrder({ order, afterSales, addresses }: ReturnOrderProps) {
  const { open, close, opener } = useModal();
  const formRef = useRef<HTMLFormElement>(null);
  const intl = useIntl();
  const locale = useLocale();
  const request = useReturnRequest(order, () => {
    close();
    notify.success(intl.formatMessage({ id: 'afterSale.returnRequested' }));
  });
  // The page's own moment: the window is checked again by the backend when the return is asked for.
  const [openedAt] = useState(() => Date.now());
  const windowEnd = returnWindowEnd(order);
  // The first field the form or the backend found wrong takes focus, where its message is.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request.errors]);
  const lines = order.items
    .map((item) => ({ item, left: pairsLeftToReturn(order, afterSales.returns, item._id) }))
    .filter(({ left }) => left > 0);
  if (windowEnd === null || openedAt > windowEnd || lines.length === 0) return null;
  return (
    <>
      <p className="return-order__window">
        <FormattedMessage
          id="afterSale.returnWindow"
          values={{
            until: formatIndiaTime(new Date(windowEnd).toISOString(), locale),
            days: RETURN_WINDOW_DAYS,
          }}
        />
      </p>
      <button type="button" className="btn btn--outline" {...opener}>
        <FormattedMessage id="afterSale.returnPairs" />
      </button>
      <ClosableModal
        open={open}
        title={intl.formatMessage({ id: 'afterSale.returnPairs' })}
        onClose={close}
        closeLabel={intl.formatMessage({ id: 'afterSale.keepThem' })}
      >
        <form
          ref={formRef}
          className="return-order"
          onSubmit={(event) => void request.submit(event)}
          noValidate
        >
          <PairsToReturn lines={lines} request={request} />
          <ReturnReasonChoice request={request} />
          <PickupAddressChoice order={order} addresses={addresses} request={request} />
          {order.paymentMethod === 'cod' && <RefundUpiId request={request} />}
          <FormAlert message={request.problem} />
          <DialogActions
            className="return-order__actions"
            onKeep={close}
            keep="afterSale.keepThem"
            submit="afterSale.requestReturn"
            busy={request.sending ? 'afterSale.sending' : null}
          />
        </form>
      </ClosableModal>
    </>
  );
}

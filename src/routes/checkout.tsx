import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '@/kernel/hooks';
import { AddressBook, selectIsSelecting, selectSelectedAddress } from '@/features/addresses';
import { selectProfile } from '@/features/auth';
import { OrderSummary, useCart } from '@/features/cart';
import { DeliveryLine } from '@/features/delivery';
import { PaymentMethodChoice, usePlaceOrder } from '@/features/orders';
import { computeOrderAmounts } from '@/shared/order-totals';
import type { Address } from '@/shared/types';
import { PageTitle } from '@/shared/components/page-title';
import { Spinner } from '@/shared/components/spinner';
import { notify } from '@/shared/notify';
import { usePageLoader } from './components/use-page-loader';
import { CheckoutPolicies } from './legal/checkout-policies';
import './checkout.css';
import { paths } from '@/shared/paths';

/** Where the order goes, or that an address is still to be chosen. */
function DeliverTo({ address }: { address: Address | null }) {
  return (
    <p className="checkout-page__deliver-to">
      {address ? (
        <FormattedMessage
          id="checkout.deliveringTo"
          values={{
            name: address.name,
            city: address.city,
            state: address.state,
            strong: (chunks) => <strong>{chunks}</strong>,
          }}
        />
      ) : (
        <FormattedMessage id="checkout.chooseAddress" />
      )}
    </p>
  );
}

/**
 * Spec §2 checkout: a second's loader, then the address book with radios and the summary with
 * Place Order. An empty cart sends the shopper to the product list — except right after paying,
 * when the emptied cart is the point and /order is on its way.
 */
export function CheckoutScreen() {
  const { items, isLoading: cartLoading } = useCart();
  const waiting = usePageLoader();
  const user = useAppSelector(selectProfile);
  const address = useAppSelector(selectSelectedAddress);
  // A radio pressed a moment ago may change the delivery address: wait for the server's word.
  const selecting = useAppSelector(selectIsSelecting);
  const { placeOrder, busy, paid, notice, paymentMethod, setPaymentMethod } = usePlaceOrder();
  const intl = useIntl();

  // While paying, too: the payment's answer empties the cart a moment before /order is opened.
  if (!cartLoading && items.length === 0 && !paid && !busy)
    return <Navigate to={paths.productList} replace />;

  const onPlaceOrder = () => {
    if (!address) {
      notify.warning(intl.formatMessage({ id: 'checkout.selectAddress' }));
      return;
    }
    void placeOrder({
      addressId: address.id,
      customer: {
        name: user ? `${user.firstName} ${user.lastName}`.trim() : address.name,
        email: user?.email ?? '',
        contact: address.mobile,
      },
      scope: `${address.id}|${items.map((item) => `${item._id}×${item.qty}`).join(',')}`,
    });
  };

  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'checkout.title' })}</PageTitle>
      {waiting || cartLoading ? (
        <Spinner label={intl.formatMessage({ id: 'checkout.loading' })} page />
      ) : (
        <div className="checkout-page">
          <section className="checkout-page__addresses" aria-labelledby="checkout-address-heading">
            <h2 id="checkout-address-heading" className="checkout-page__heading">
              <FormattedMessage id="checkout.addressHeading" />
            </h2>
            <AddressBook selectable />
          </section>
          <OrderSummary>
            <DeliverTo address={address} />
            {address && <DeliveryLine pincode={address.pincode} />}
            <PaymentMethodChoice
              value={paymentMethod}
              onChange={setPaymentMethod}
              grandTotal={computeOrderAmounts(items).grandTotal}
              disabled={busy || paid}
              {...(user?.guest ? { codRefusal: intl.formatMessage({ id: 'checkout.codNotForGuests' }) } : {})}
            />
            <button
              type="button"
              className="btn btn--accent btn--block"
              disabled={busy || paid || selecting}
              aria-busy={busy}
              onClick={onPlaceOrder}
            >
              <FormattedMessage id={busy ? 'checkout.placing' : 'checkout.placeOrder'} />
            </button>
            <CheckoutPolicies />
            <div role="status" aria-live="polite" className="checkout-page__notice-region">
              {notice && <p className="form-error checkout-page__notice">{notice}</p>}
            </div>
          </OrderSummary>
        </div>
      )}
    </>
  );
}

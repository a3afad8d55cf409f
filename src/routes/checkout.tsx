import { Navigate } from 'react-router-dom';
import { useAppSelector } from '@/kernel/hooks';
import { AddressBook, selectIsSelecting, selectSelectedAddress } from '@/features/addresses';
import { selectProfile } from '@/features/auth';
import { OrderSummary, useCart } from '@/features/cart';
import { DeliveryLine } from '@/features/delivery';
import { PaymentMethodChoice, usePlaceOrder } from '@/features/orders';
import { computeOrderAmounts } from '@/shared/order-totals';
import { PageTitle } from '@/shared/components/page-title';
import { Spinner } from '@/shared/components/spinner';
import { orderMessages, toastMessages } from '@/shared/messages';
import { notify } from '@/shared/notify';
import { usePageLoader } from './components/use-page-loader';
import { CheckoutPolicies } from './legal/checkout-policies';
import './checkout.css';
import { paths } from '@/shared/paths';

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

  // While paying, too: the payment's answer empties the cart a moment before /order is opened.
  if (!cartLoading && items.length === 0 && !paid && !busy)
    return <Navigate to={paths.productList} replace />;

  const onPlaceOrder = () => {
    if (!address) {
      notify.warning(toastMessages.selectAddress);
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
      <PageTitle>Checkout</PageTitle>
      {waiting || cartLoading ? (
        <Spinner label="Loading checkout" page />
      ) : (
        <div className="checkout-page">
          <section className="checkout-page__addresses" aria-labelledby="checkout-address-heading">
            <h2 id="checkout-address-heading" className="checkout-page__heading">
              Delivery address
            </h2>
            <AddressBook selectable />
          </section>
          <OrderSummary>
            <p className="checkout-page__deliver-to">
              {address ? (
                <>
                  Delivering to <strong>{address.name}</strong>, {address.city}, {address.state}
                </>
              ) : (
                'Choose a delivery address to place the order.'
              )}
            </p>
            {address && <DeliveryLine pincode={address.pincode} />}
            <PaymentMethodChoice
              value={paymentMethod}
              onChange={setPaymentMethod}
              grandTotal={computeOrderAmounts(items).grandTotal}
              disabled={busy || paid}
              {...(user?.guest ? { codRefusal: orderMessages.codNotForGuests } : {})}
            />
            <button
              type="button"
              className="btn btn--accent btn--block"
              disabled={busy || paid || selecting}
              aria-busy={busy}
              onClick={onPlaceOrder}
            >
              {busy ? 'Placing order…' : 'Place Order'}
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

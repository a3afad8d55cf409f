import { useRef, useState } from 'react';
import { useSingleFlight } from '@/shared/hooks/use-single-flight';
import { useNavigate } from 'react-router-dom';
import { apiBaseUrl } from '@/kernel/api-transport';
import { useAppDispatch } from '@/kernel/hooks';
import { apiErrorMessage } from '@/shared/api-error';
import { notify } from '@/shared/notify';
import type { Order, PaymentMethod } from '@/shared/types';
import { newIdempotencyKey } from './idempotency-key';
import { ordersApi, useConfirmPaymentMutation, useCreateOrderMutation } from './orders-api';
import { payForOrder, type Customer } from './payment';
import { loadRazorpay } from './razorpay';
import { usePaymentWords } from './use-payment-words';
import { paths } from '@/shared/paths';

/** Router state of /order: which order was just placed, and whether to throw confetti for it. */
export interface OrderPlacedState {
  placedOrderId: string;
  celebrate: boolean;
}

export function isOrderPlacedState(state: unknown): state is OrderPlacedState {
  return (
    typeof state === 'object' &&
    state !== null &&
    'placedOrderId' in state &&
    typeof state.placedOrderId === 'string'
  );
}

export interface PlaceOrderInput {
  addressId: string;
  customer: Customer;
  /**
   * What is being bought (address and cart lines). The idempotency key lives as long as this does:
   * a double click or a retry after a failed or cancelled payment reuses it (one order on the
   * server); a changed cart or address gets a new one, because the server's order is a snapshot.
   */
  scope: string;
}

/**
 * Place Order: single flight, an idempotency key per attempt, then /order once paid — or, for Cash
 * on Delivery, once the server has confirmed it. Holds the payment method chosen (online unless the
 * shopper picks Cash on Delivery).
 */
export function usePlaceOrder() {
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('online');
  const [createOrder] = useCreateOrderMutation();
  const [confirmPayment] = useConfirmPaymentMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const words = usePaymentWords();

  /** Asks the backend which checkout to load (a path is on the API's origin), then loads it. */
  const loadCheckout = async () => {
    const config = await dispatch(
      ordersApi.endpoints.getPaymentConfig.initiate(undefined, { subscribe: false }),
    ).unwrap();
    const Razorpay = await loadRazorpay(new URL(config.scriptUrl, apiBaseUrl()).href);
    return { Razorpay, keyId: config.keyId };
  };
  const flight = useSingleFlight();
  const attempt = useRef<{ scope: string; key: string } | null>(null);
  const [paid, setPaid] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const onConfirmed = (order: Order) => {
    attempt.current = null;
    setPaid(true);
    const state: OrderPlacedState = { placedOrderId: order._id, celebrate: true };
    void navigate(paths.order, { state });
  };

  // The button is disabled too, but a second click can land before that render.
  const placeOrder = ({ addressId, customer, scope }: PlaceOrderInput) =>
    flight.run(async () => {
      setNotice(null);
      // Another method is another order on the server: it gets a key of its own.
      const scoped = `${scope}|${paymentMethod}`;
      if (attempt.current?.scope !== scoped) attempt.current = { scope: scoped, key: newIdempotencyKey() };
      if (paymentMethod === 'cod') {
        await placeCashOnDelivery(addressId, attempt.current.key);
        return;
      }
      const result = await payForOrder(
        { addressId, customer, idempotencyKey: attempt.current.key },
        {
          loadCheckout,
          createOrder: async (input) =>
            (await createOrder({ ...input, paymentMethod: 'online' }).unwrap()).order,
          confirmPayment: async (input) => (await confirmPayment(input).unwrap()).order,
          toast: notify,
          describeError: (error) => apiErrorMessage(error),
          onPaid: onConfirmed,
          words,
        },
      );
      if (result.status !== 'paid') setNotice(result.message);
    });

  const placeCashOnDelivery = async (addressId: string, idempotencyKey: string) => {
    try {
      const { order } = await createOrder({ addressId, idempotencyKey, paymentMethod: 'cod' }).unwrap();
      notify.success(words.codPlaced);
      onConfirmed(order);
    } catch (error) {
      const message = apiErrorMessage(error);
      notify.error(message);
      setNotice(message);
    }
  };

  return { placeOrder, busy: flight.running, paid, notice, paymentMethod, setPaymentMethod };
}

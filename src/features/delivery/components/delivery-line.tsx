import { skipToken } from '@reduxjs/toolkit/query';
import { useGetPincodeQuery } from '@/kernel/pincodes-api';
import { apiErrorMessage } from '@/shared/api-error';
import { pincodeMessages } from '@/shared/messages';
import { formatCalendarDay } from '@/shared/calendar-day';
import './delivery.css';

interface DeliveryLineProps {
  /** The pincode to deliver to; null asks for one. */
  pincode: string | null;
}

/**
 * "Delivery to Bengaluru by Thursday, 26 November" for a pincode, from the backend's promise. A live
 * region that stays in the page, so a screen reader hears each new answer.
 */
export function DeliveryLine({ pincode }: DeliveryLineProps) {
  const { currentData: place, error } = useGetPincodeQuery(pincode ?? skipToken);

  let text;
  if (pincode === null) text = pincodeMessages.enterPincode;
  else if (place) {
    text = (
      <>
        Delivery to <strong>{place.city}</strong> by <strong>{formatCalendarDay(place.deliverBy)}</strong>
      </>
    );
  } else if (error) text = apiErrorMessage(error);
  else text = pincodeMessages.checking(pincode);

  return (
    <p role="status" className={error && !place ? 'delivery-line delivery-line--failed' : 'delivery-line'}>
      {text}
    </p>
  );
}

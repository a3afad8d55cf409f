import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useGetPincodeQuery } from '@/kernel/pincodes-api';
import { apiErrorMessage, readApiError } from '@/shared/api-error';
import { formatCalendarDay } from '@/shared/calendar-day';
import { useLocale } from '@/shared/i18n/language-context';
import './delivery.css';

interface DeliveryLineProps {
  /** The pincode to deliver to; null asks for one. */
  pincode: string | null;
}

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/**
 * Why the pincode has no date, in the page's language: the server's two refusals of a pincode
 * (unknown, the list not loaded) are the shop's own words (pincodeMessages); anything else is told
 * as the server tells it.
 */
function Refusal({ error, pincode }: { error: unknown; pincode: string }) {
  const status = readApiError(error)?.status;
  if (status === 404) return <FormattedMessage id="product.delivery.unknown" values={{ pincode }} />;
  if (status === 503) return <FormattedMessage id="product.delivery.listUnavailable" />;
  return apiErrorMessage(error);
}

/**
 * "Delivery to Bengaluru by Thursday, 26 November" for a pincode, from the backend's promise. A live
 * region that stays in the page, so a screen reader hears each new answer.
 */
export function DeliveryLine({ pincode }: DeliveryLineProps) {
  const { currentData: place, error } = useGetPincodeQuery(pincode ?? skipToken);
  const locale = useLocale();

  let text;
  if (pincode === null) text = <FormattedMessage id="product.delivery.enterPincode" />;
  else if (place) {
    text = (
      <FormattedMessage
        id="product.delivery.by"
        values={{
          city: place.city,
          day: formatCalendarDay(place.deliverBy, { locale }),
          strong,
        }}
      />
    );
  } else if (error) text = <Refusal error={error} pincode={pincode} />;
  else text = <FormattedMessage id="product.delivery.checking" values={{ pincode }} />;

  return (
    <p role="status" className={error && !place ? 'delivery-line delivery-line--failed' : 'delivery-line'}>
      {text}
    </p>
  );
}

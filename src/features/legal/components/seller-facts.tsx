import { FormattedMessage } from 'react-intl';
import { useSellerQuery } from '../legal-api';
import { EmailLink, PhoneLink } from './contact-links';

/**
 * The seller as the footer shows it on every page (Consumer Protection (E-Commerce) Rules, 2020):
 * legal name, address, GSTIN and customer care. Nothing until the answer comes, and nothing if it
 * fails: the /about page says the same and shows the failure.
 */
export function SellerFacts() {
  const { data } = useSellerQuery(undefined);
  if (!data) return null;
  const { seller, contacts } = data;
  const care = contacts.customerCare;
  return (
    <address className="seller-facts">
      <FormattedMessage
        id="legal.sellerFacts"
        values={{
          name: seller.name,
          address: seller.address,
          gstin: seller.gstin,
          email: <EmailLink email={care.email} />,
          phone: <PhoneLink phone={care.phone} />,
          hours: care.hours,
          strong: (chunks) => <strong>{chunks}</strong>,
        }}
      />
    </address>
  );
}

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
      <strong>{seller.name}</strong>, {seller.address}. GSTIN {seller.gstin}. Customer care:{' '}
      <EmailLink email={care.email} />, <PhoneLink phone={care.phone} /> ({care.hours}).
    </address>
  );
}

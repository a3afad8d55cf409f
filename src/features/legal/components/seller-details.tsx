import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n/message-id';
import { LoadFailed } from '@/shared/components/load-failed';
import { Spinner } from '@/shared/components/spinner';
import type { SellerAnswer } from '@/shared/seller';
import { useSellerQuery } from '../legal-api';
import { EmailLink, PhoneLink } from './contact-links';

/** Terms (catalogue ids) and their values. */
function Facts({ rows }: { rows: [MessageId, ReactNode][] }) {
  const intl = useIntl();
  return (
    <dl className="legal-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{intl.formatMessage({ id: term })}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Waits for GET /api/seller, then renders `children` with its answer. */
function WithSeller({ children }: { children: (answer: SellerAnswer) => ReactNode }) {
  const { data, error, refetch, isLoading } = useSellerQuery(undefined);
  const intl = useIntl();
  if (isLoading) return <Spinner label={intl.formatMessage({ id: 'legal.loadingSeller' })} minHeight={120} />;
  if (!data) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  return <>{children(data)}</>;
}

/** Who sells: legal name, registered address and GSTIN, as the tax invoice names them. */
export function SellerDetails() {
  return (
    <WithSeller>
      {({ seller }) => (
        <Facts
          rows={[
            ['legal.legalName', seller.name],
            ['legal.address', seller.address],
            ['legal.gstin', seller.gstin],
          ]}
        />
      )}
    </WithSeller>
  );
}

/** Customer care: email, phone and hours. */
export function CustomerCare() {
  return (
    <WithSeller>
      {({ contacts: { customerCare: care } }) => (
        <Facts
          rows={[
            ['legal.email', <EmailLink email={care.email} />],
            ['legal.phone', <PhoneLink phone={care.phone} />],
            ['legal.hours', care.hours],
          ]}
        />
      )}
    </WithSeller>
  );
}

/** The grievance officer the rules require: name, designation and contact. */
export function GrievanceOfficer() {
  return (
    <WithSeller>
      {({ contacts: { grievanceOfficer: officer } }) => (
        <Facts
          rows={[
            ['legal.name', officer.name],
            ['legal.designation', officer.designation],
            ['legal.email', <EmailLink email={officer.email} />],
            ['legal.phone', <PhoneLink phone={officer.phone} />],
          ]}
        />
      )}
    </WithSeller>
  );
}

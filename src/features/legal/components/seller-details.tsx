import type { ReactNode } from 'react';
import { LoadFailed } from '@/shared/components/load-failed';
import { Spinner } from '@/shared/components/spinner';
import type { SellerAnswer } from '@/shared/seller';
import { useSellerQuery } from '../legal-api';
import { EmailLink, PhoneLink } from './contact-links';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="legal-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Waits for GET /api/seller, then renders `children` with its answer. */
function WithSeller({ children }: { children: (answer: SellerAnswer) => ReactNode }) {
  const { data, error, refetch, isLoading } = useSellerQuery(undefined);
  if (isLoading) return <Spinner label="Loading the seller's details" minHeight={120} />;
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
            ['Legal name', seller.name],
            ['Address', seller.address],
            ['GSTIN', seller.gstin],
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
            ['Email', <EmailLink email={care.email} />],
            ['Phone', <PhoneLink phone={care.phone} />],
            ['Hours', care.hours],
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
            ['Name', officer.name],
            ['Designation', officer.designation],
            ['Email', <EmailLink email={officer.email} />],
            ['Phone', <PhoneLink phone={officer.phone} />],
          ]}
        />
      )}
    </WithSeller>
  );
}

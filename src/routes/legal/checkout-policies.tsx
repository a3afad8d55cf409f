import { FormattedList, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { policyPath } from '@/shared/paths';
import { POLICY_SLUGS } from '@/shared/policies';

/** The line under Place Order: the policies the order is placed under, each a link. */
export function CheckoutPolicies() {
  const links = POLICY_SLUGS.map((slug) => (
    <Link key={slug} to={policyPath(slug)}>
      <FormattedMessage id={`checkout.policyName.${slug}`} />
    </Link>
  ));
  return (
    <p className="checkout-page__policies">
      <FormattedMessage
        id="checkout.policies"
        values={{ policies: <FormattedList type="conjunction" value={links} /> }}
      />
    </p>
  );
}

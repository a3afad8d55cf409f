import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { policyPath } from '@/shared/paths';
import { POLICY_SLUGS, POLICY_TITLES } from '@/shared/policies';

/** The line under Place Order: the policies the order is placed under, each a link. */
export function CheckoutPolicies() {
  return (
    <p className="checkout-page__policies">
      Placing the order accepts our{' '}
      {POLICY_SLUGS.map((slug, index) => (
        <Fragment key={slug}>
          {index > 0 && (index === POLICY_SLUGS.length - 1 ? ' and ' : ', ')}
          <Link to={policyPath(slug)}>{POLICY_TITLES[slug].replace(/ policy$/, '').toLowerCase()}</Link>
        </Fragment>
      ))}{' '}
      policies.
    </p>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { CustomerCare, GrievanceOfficer, SellerDetails } from '@/features/legal';
import { PageTitle } from '@/shared/components/page-title';
import { SHOP_NAME } from '@/shared/constants';
import { paths } from '@/shared/paths';
import { PolicyLinks } from './legal/policy-links';
import './legal.css';

/** /about: who sells, how to reach customer care and the grievance officer (Consumer Protection (E-Commerce) Rules, 2020). */
export function AboutScreen() {
  const intl = useIntl();
  return (
    <div className="legal-page">
      <PageTitle>{intl.formatMessage({ id: 'legal.aboutTitle' }, { shop: SHOP_NAME })}</PageTitle>
      <section aria-labelledby="about-seller">
        <h2 id="about-seller">
          <FormattedMessage id="legal.theSeller" />
        </h2>
        <SellerDetails />
      </section>
      <section aria-labelledby="about-care">
        <h2 id="about-care">
          <FormattedMessage id="legal.customerCare" />
        </h2>
        <CustomerCare />
      </section>
      <section aria-labelledby="about-grievance">
        <h2 id="about-grievance">
          <FormattedMessage id="legal.grievanceOfficer" />
        </h2>
        <GrievanceOfficer />
      </section>
      <section aria-labelledby="about-policies">
        <h2 id="about-policies">
          <FormattedMessage id="legal.ourPolicies" />
        </h2>
        <PolicyLinks label={intl.formatMessage({ id: 'legal.policies' })} current={paths.about} />
      </section>
    </div>
  );
}

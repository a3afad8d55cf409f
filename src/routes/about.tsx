import { CustomerCare, GrievanceOfficer, SellerDetails } from '@/features/legal';
import { PageTitle } from '@/shared/components/page-title';
import { SHOP_NAME } from '@/shared/constants';
import { paths } from '@/shared/paths';
import { PolicyLinks } from './legal/policy-links';
import './legal.css';

/** /about: who sells, how to reach customer care and the grievance officer (Consumer Protection (E-Commerce) Rules, 2020). */
export function AboutScreen() {
  return (
    <div className="legal-page">
      <PageTitle>{`About ${SHOP_NAME}`}</PageTitle>
      <section aria-labelledby="about-seller">
        <h2 id="about-seller">The seller</h2>
        <SellerDetails />
      </section>
      <section aria-labelledby="about-care">
        <h2 id="about-care">Customer care</h2>
        <CustomerCare />
      </section>
      <section aria-labelledby="about-grievance">
        <h2 id="about-grievance">Grievance officer</h2>
        <GrievanceOfficer />
      </section>
      <section aria-labelledby="about-policies">
        <h2 id="about-policies">Our policies</h2>
        <PolicyLinks label="Policies" current={paths.about} />
      </section>
    </div>
  );
}

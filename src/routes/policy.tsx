import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { PageTitle } from '@/shared/components/page-title';
import { paths, policyPath } from '@/shared/paths';
import { isPolicySlug } from '@/shared/policies';
import { PolicyText } from './legal/policy-texts';
import { PolicyLinks } from './legal/policy-links';
import './legal.css';

/** /policies/:slug: one of the five policies; any other slug is the 404 page. */
export function PolicyScreen() {
  const { slug = '' } = useParams();
  const intl = useIntl();
  if (!isPolicySlug(slug)) return <Navigate to={paths.notFound} replace />;
  return (
    <article className="legal-page">
      <PageTitle>{intl.formatMessage({ id: `policy.${slug}.title` })}</PageTitle>
      <div>
        <PolicyText slug={slug} />
      </div>
      <section aria-labelledby="policy-more">
        <h2 id="policy-more">
          <FormattedMessage id="legal.moreFromUs" />
        </h2>
        <PolicyLinks label={intl.formatMessage({ id: 'legal.otherPolicies' })} current={policyPath(slug)} />
      </section>
    </article>
  );
}

import { Navigate, useParams } from 'react-router-dom';
import { PageTitle } from '@/shared/components/page-title';
import { paths, policyPath } from '@/shared/paths';
import { POLICY_TITLES, isPolicySlug } from '@/shared/policies';
import { POLICY_TEXTS } from './legal/policy-texts';
import { PolicyLinks } from './legal/policy-links';
import './legal.css';

/** /policies/:slug: one of the five policies; any other slug is the 404 page. */
export function PolicyScreen() {
  const { slug = '' } = useParams();
  if (!isPolicySlug(slug)) return <Navigate to={paths.notFound} replace />;
  return (
    <article className="legal-page">
      <PageTitle>{POLICY_TITLES[slug]}</PageTitle>
      <div>{POLICY_TEXTS[slug]}</div>
      <section aria-labelledby="policy-more">
        <h2 id="policy-more">More from us</h2>
        <PolicyLinks label="Other policies" current={policyPath(slug)} />
      </section>
    </article>
  );
}

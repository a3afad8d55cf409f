import { Link } from 'react-router-dom';
import { paths, policyPath } from '@/shared/paths';
import { POLICY_SLUGS, POLICY_TITLES } from '@/shared/policies';

/** Every legal page but the one shown: the policies, the seller and the grievance officer. */
export function PolicyLinks({ label, current }: { label: string; current?: string }) {
  const links = [
    ...POLICY_SLUGS.map((slug) => ({ to: policyPath(slug), title: POLICY_TITLES[slug] })),
    { to: paths.about, title: 'About the seller' },
    { to: paths.grievance, title: 'Grievance officer' },
  ].filter((link) => link.to !== current);
  return (
    <nav aria-label={label}>
      <ul className="legal-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

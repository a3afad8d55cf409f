import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '@/shared/i18n/message-id';
import { paths, policyPath } from '@/shared/paths';
import { POLICY_SLUGS } from '@/shared/policies';

/** Every legal page but the one shown: the policies, the seller and the grievance officer. */
export function PolicyLinks({ label, current }: { label: string; current?: string }) {
  const links: { to: string; title: MessageId }[] = [
    ...POLICY_SLUGS.map((slug) => ({ to: policyPath(slug), title: `policy.${slug}.title` as const })),
    { to: paths.about, title: 'legal.aboutSeller' },
    { to: paths.grievance, title: 'legal.grievanceOfficer' },
  ];
  return (
    <nav aria-label={label}>
      <ul className="legal-links">
        {links
          .filter((link) => link.to !== current)
          .map((link) => (
            <li key={link.to}>
              <Link to={link.to}>
                <FormattedMessage id={link.title} />
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

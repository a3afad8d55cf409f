import { memo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageSuspense } from '@/shared/served-page';
import { LanguageLink } from '@/shared/components/language-link';
import { SHOP_NAME } from '@/shared/constants';
import { useAfterFirstPaint } from '@/shared/hooks/use-after-first-paint';
import { footerColumns, socialLinks } from './footer-links';
import { LazySellerFacts, sellerFactsLoaded } from './footer-seller';
import './footer.css';
import { paths } from '@/shared/paths';

function SocialLinks() {
  const intl = useIntl();
  return (
    <ul className="footer__social">
      {socialLinks.map((social) => {
        const name = intl.formatMessage(
          { id: 'footer.socialLink' },
          { shop: SHOP_NAME, network: social.name },
        );
        return (
          <li key={social.name}>
            <Link to={paths.home} title={name} aria-label={name}>
              <span className={`footer__icon footer__icon--${social.icon}`} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The footer's last line: its two outside links are the licence's, in any language. */
const geonames = (text: ReactNode[]) => <a href="https://www.geonames.org/">{text}</a>;
const licence = (text: ReactNode[]) => <a href="https://creativecommons.org/licenses/by/4.0/">{text}</a>;

/**
 * Memoised: a render of the layout (the session's lists arriving, a tap's update) must not reach the
 * seller's line while React is still hydrating it, which would throw its HTML away.
 */
/**
 * The seller's line, once the page around it has painted: below every page's content, its chunk and
 * request never share a phone's line with the first screen (issue 36). Already loaded (a page the
 * server rendered loads it before hydrating), it renders at once, as the server's markup has it.
 */
function SellerLine() {
  if (!useAfterFirstPaint(sellerFactsLoaded())) return null;
  return (
    <PageSuspense fallback={null}>
      <LazySellerFacts />
    </PageSuspense>
  );
}

export const Footer = memo(function Footer() {
  const intl = useIntl();
  return (
    <footer className="footer">
      <div className="footer__inner">
        {footerColumns.map((column) => (
          <section key={column.title} className="footer__column" aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="footer__title">
              <FormattedMessage id={column.title} />
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>
                    <FormattedMessage id={link.label} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="footer__column" aria-label={intl.formatMessage({ id: 'footer.followUs' })}>
          <h2 className="footer__title">
            <FormattedMessage id="footer.followUs" />
          </h2>
          <SocialLinks />
          <p className="footer__language">
            <LanguageLink />
          </p>
        </section>
      </div>
      <div className="footer__seller">
        <SellerLine />
      </div>
      <p className="footer__legal">
        <FormattedMessage id="footer.legal" values={{ shop: SHOP_NAME, geonames, licence }} />
      </p>
    </footer>
  );
});

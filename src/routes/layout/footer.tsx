import { PageSuspense } from '@/shared/served-page';
import { Link } from 'react-router-dom';
import { SHOP_NAME } from '@/shared/constants';
import { footerColumns, socialLinks } from './footer-links';
import { LazySellerFacts } from './footer-seller';
import './footer.css';
import { paths } from '@/shared/paths';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        {footerColumns.map((column) => (
          <section key={column.title} className="footer__column" aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="footer__title">
              {column.title}
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="footer__column" aria-label="Follow us">
          <h2 className="footer__title">Follow us</h2>
          <ul className="footer__social">
            {socialLinks.map((social) => (
              <li key={social.name}>
                <a
                  href={paths.home}
                  title={`${SHOP_NAME} on ${social.name}`}
                  aria-label={`${SHOP_NAME} on ${social.name}`}
                >
                  <img
                    loading="lazy"
                    src={`/images/social/${social.icon}.svg`}
                    alt=""
                    width="24"
                    height="24"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer__seller">
        <PageSuspense fallback={null}>
          <LazySellerFacts />
        </PageSuspense>
      </div>
      <p className="footer__legal">
        © 2026 {SHOP_NAME}. Prices in Indian rupees, taxes included. Pincode data ©{' '}
        <a href="https://www.geonames.org/">GeoNames</a>, licensed under{' '}
        <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>.
      </p>
    </footer>
  );
}

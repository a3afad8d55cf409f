import { preloadableLazy } from '@/shared/preloadable-lazy';
import { PageSuspense } from '@/shared/served-page';
import { Link } from 'react-router-dom';
import { SHOP_NAME } from '@/shared/constants';
import { footerColumns, socialLinks } from './footer-links';
import './footer.css';
import { paths } from '@/shared/paths';

const NoSellerFacts = () => null;

/**
 * The seller's name, address, GSTIN and customer care, read from GET /api/seller: a chunk of its
 * own, so a shopper's first load does not carry its code (its request follows the chunk).
 */
const sellerFacts = preloadableLazy(async () => {
  try {
    const { SellerFacts: Facts } = await import(/* webpackChunkName: "seller-facts" */ '@/features/legal');
    return Facts;
  } catch (error) {
    // A chunk gone since the page opened costs this line, never the page above it.
    console.warn('[footer] the seller details could not be loaded', error);
    return NoSellerFacts;
  }
});
const SellerFacts = sellerFacts.Component;

/** Loads the footer's lazy part ahead (before hydrating a server-rendered page). */
export const loadFooter = (): Promise<unknown> => sellerFacts.load();

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
          <SellerFacts />
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

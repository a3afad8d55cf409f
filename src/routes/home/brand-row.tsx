import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { productListHref } from '@/features/catalogue';
import { brandLogos } from './home-content';

/**
 * Spec §2: a logo clears the filters, sets that one brand and opens the product list — all of it
 * one link, since the URL is where the filters live.
 */
export function BrandRow() {
  const intl = useIntl();
  return (
    <section className="home-section" aria-labelledby="home-brands">
      <h2 id="home-brands" className="section-title">
        <FormattedMessage id="home.brands" />
      </h2>
      <ul className="brand-row swipe-row">
        {brandLogos.map(({ brand, name }) => (
          <li key={brand}>
            <Link to={productListHref({ brands: [brand] })} className="brand-row__link">
              <img
                loading="lazy"
                src={`/images/brands/${brand}.svg`}
                alt={intl.formatMessage({ id: 'home.brandLink' }, { brand: name })}
                width="160"
                height="80"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { promoBanners } from './home-content';

/** Spec §2: two promo banners whose buttons open the product list. */
export function PromoBanners() {
  return (
    <section className="home-section" aria-labelledby="home-offers">
      <h2 id="home-offers" className="visually-hidden">
        <FormattedMessage id="home.offers" />
      </h2>
      <div className="banners">
        {promoBanners.map((banner) => (
          <div key={banner.image} className={`banner banner--${banner.tone}`}>
            <img loading="lazy" decoding="async" src={banner.image} alt="" width="1200" height="400" />
            <div className="banner__text">
              <h3 className="banner__title">
                <FormattedMessage id={`home.banner.${banner.key}.title`} />
              </h3>
              <p>
                <FormattedMessage id={`home.banner.${banner.key}.text`} />
              </p>
              <Link to={banner.url} className={banner.tone === 'dark' ? 'btn btn--accent' : 'btn'}>
                <FormattedMessage id={`home.banner.${banner.key}.button`} />
              </Link>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

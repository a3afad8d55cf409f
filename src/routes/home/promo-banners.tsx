import { Link } from 'react-router-dom';
import { promoBanners } from './home-content';

/** Spec §2: two promo banners whose buttons open the product list. */
export function PromoBanners() {
  return (
    <section className="home-section" aria-labelledby="home-offers">
      <h2 id="home-offers" className="visually-hidden">
        Offers
      </h2>
      <div className="banners">
        {promoBanners.map((banner) => (
          <div key={banner.image} className={`banner banner--${banner.tone}`}>
            <img loading="lazy" decoding="async" src={banner.image} alt="" width="1200" height="400" />
            <div className="banner__text">
              <h3 className="banner__title">{banner.title}</h3>
              <p>{banner.text}</p>
              <Link to={banner.url} className={banner.tone === 'dark' ? 'btn btn--accent' : 'btn'}>
                {banner.buttonLabel}
              </Link>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

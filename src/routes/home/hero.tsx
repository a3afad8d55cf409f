import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { preloadImage } from '@/shared/preload-image';
import { paths } from '@/shared/paths';
import firstScreens from '@/shared/first-screens.json';

/**
 * Home's largest paint: a server-rendered home preloads it in its <head> (src/app/render-page.tsx),
 * the static index.html as soon as it runs (build/first-screen-early.js).
 */
const HERO_IMAGE = firstScreens.home.picture;

// The hero's art is the largest thing on first paint: its fetch starts as soon as this chunk runs
// (a side effect of loading this module, declared in package.json's `sideEffects`).
preloadImage(HERO_IMAGE);

/** Spec §1 hero. */
export function Hero() {
  const intl = useIntl();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="hero__eyebrow">
          <FormattedMessage id="home.hero.eyebrow" />
        </p>
        <h2 id="hero-title" className="hero__title">
          <FormattedMessage id="home.hero.title" />
        </h2>
        <p className="hero__subtitle">
          <FormattedMessage id="home.hero.subtitle" />
        </p>
        <p className="hero__copy">
          <FormattedMessage id="home.hero.copy" />
        </p>
        <Link to={paths.productList} className="btn btn--accent hero__cta">
          <FormattedMessage id="home.hero.cta" />
        </Link>
      </div>
      <img
        fetchpriority="high"
        className="hero__image"
        src={HERO_IMAGE}
        alt={intl.formatMessage({ id: 'home.hero.imageAlt' })}
        width="800"
        height="600"
      />
    </section>
  );
}

import { Link } from 'react-router-dom';
import { preloadImage } from '@/shared/preload-image';
import { paths } from '@/shared/paths';

/** Home's largest paint: a server-rendered home preloads it in its <head> (src/app/render-page.tsx). */
export const HERO_IMAGE = '/images/hero-sneaker.svg';

// The hero's art is the largest thing on first paint: its fetch starts as soon as this chunk runs
// (a side effect of loading this module, declared in package.json's `sideEffects`).
preloadImage(HERO_IMAGE);

/** Spec §1 hero. */
export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="hero__eyebrow">New drop · Limited pairs</p>
        <h2 id="hero-title" className="hero__title">
          Play With Electric Nike
        </h2>
        <p className="hero__subtitle">Adapt 2.0 Sneakers</p>
        <p className="hero__copy">
          Self-lacing fit, a charge that lasts for weeks and a glow that turns every step into a show.
        </p>
        <Link to={paths.productList} className="btn btn--accent hero__cta">
          Explore Products
        </Link>
      </div>
      <img
        fetchpriority="high"
        className="hero__image"
        src={HERO_IMAGE}
        alt="The Nike Adapt 2.0 sneaker with electric bolts around it"
        width="800"
        height="600"
      />
    </section>
  );
}

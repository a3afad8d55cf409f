import { Link } from 'react-router-dom';
import type { PromoBlock as PromoBlockData } from './home-content';

/** A highlight or featured block (spec §1): heading, title, text, a button to its url, an image. */
export function PromoBlock({ block, reversed = false }: { block: PromoBlockData; reversed?: boolean }) {
  const titleId = `promo-${block.heading.toLowerCase()}`;
  return (
    <section className={reversed ? 'promo promo--reversed' : 'promo'} aria-labelledby={titleId}>
      <img loading="lazy" decoding="async" src={block.image} alt={block.imageAlt} width="600" height="400" />
      <div className="promo__text">
        <p className="promo__heading">{block.heading}</p>
        <h2 id={titleId} className="promo__title">
          {block.title}
        </h2>
        <p>{block.text}</p>
        <Link to={block.url} className="btn">
          {block.buttonLabel}
        </Link>
      </div>
    </section>
  );
}

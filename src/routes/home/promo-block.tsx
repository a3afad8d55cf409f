import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PromoBlock as PromoBlockData } from './home-content';

/** A highlight or featured block (spec §1): heading, title, text, a button to its url, an image. */
export function PromoBlock({ block, reversed = false }: { block: PromoBlockData; reversed?: boolean }) {
  const intl = useIntl();
  const titleId = `promo-${block.key}`;
  return (
    <section className={reversed ? 'promo promo--reversed' : 'promo'} aria-labelledby={titleId}>
      <img
        loading="lazy"
        decoding="async"
        src={block.image}
        alt={intl.formatMessage({ id: `home.${block.key}.imageAlt` })}
        width="600"
        height="400"
      />
      <div className="promo__text">
        <p className="promo__heading">
          <FormattedMessage id={`home.${block.key}.heading`} />
        </p>
        <h2 id={titleId} className="promo__title">
          <FormattedMessage id={`home.${block.key}.title`} />
        </h2>
        <p>
          <FormattedMessage id={`home.${block.key}.text`} />
        </p>
        <Link to={block.url} className="btn">
          <FormattedMessage id={`home.${block.key}.button`} />
        </Link>
      </div>
    </section>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { videoCovers, type VideoCover } from './home-content';

// False while rendering on the server: it only decides whether an effect watches the cover.
const canHover = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(hover: hover)').matches;

/** On phones (no hover) a cover plays while it is mostly on screen. */
function useInView(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      threshold: 0.6,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return inView;
}

/**
 * An animated cover standing in for a video clip: the still poster first, the animated SVG (a
 * couple of KB, CSS-animated, still under prefers-reduced-motion) on hover or focus, or in view
 * on touch screens. Nothing autoplays on a desktop until the shopper points at it.
 */
function Cover({ cover }: { cover: VideoCover }) {
  const intl = useIntl();
  const ref = useRef<HTMLAnchorElement>(null);
  const [active, setActive] = useState(false);
  const [hoverable] = useState(canHover);
  const inView = useInView(ref, !hoverable);
  const playing = active || inView;
  return (
    <Link
      ref={ref}
      to={cover.url}
      className={playing ? 'cover cover--playing' : 'cover'}
      onMouseEnter={() => setActive(true)}
      onMouseLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      onBlur={() => setActive(false)}
    >
      <img
        loading="lazy"
        decoding="async"
        src={playing ? cover.animated : cover.poster}
        alt={intl.formatMessage({ id: `home.cover.${cover.key}.alt` })}
        width="640"
        height="360"
      />
      <span className="cover__caption">
        <span className="cover__play" aria-hidden="true" />
        <FormattedMessage id={`home.cover.${cover.key}.title`} />
      </span>
    </Link>
  );
}

export function VideoCovers() {
  return (
    <section className="home-section" aria-labelledby="home-covers">
      <h2 id="home-covers" className="section-title">
        <FormattedMessage id="home.covers" />
      </h2>
      <ul className="covers">
        {videoCovers.map((cover) => (
          <li key={cover.poster}>
            <Cover cover={cover} />
          </li>
        ))}
      </ul>
    </section>
  );
}

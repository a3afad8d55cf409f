import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { useAppSelector } from '@/kernel/hooks';
import { selectIsLoggedIn } from '@/kernel/session';
import { selectCartCount } from '@/features/cart';
import { SearchBox } from '@/features/catalogue';
import { UpdatesLink } from '@/features/updates';
import { selectWishlistCount } from '@/features/wishlist';
import { CartIcon, HeartIcon, StoreIcon, UserIcon } from '@/shared/components/icons';
import { LanguageLink } from '@/shared/components/language-link';
import { STICKY_HEADER_PX } from '@/shared/constants';
import { useScrolledPast } from '@/shared/hooks/use-scrolled-past';
import './header.css';
import { useHeaderHeight } from './use-header-height';
import { paths } from '@/shared/paths';

function CountBadge({ count, label }: { count: number; label: string }) {
  return (
    <span className="header__badge" aria-label={label}>
      {count}
    </span>
  );
}

export function Header() {
  const intl = useIntl();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const cartCount = useAppSelector(selectCartCount);
  const wishlistCount = useAppSelector(selectWishlistCount);
  const sticky = useScrolledPast(STICKY_HEADER_PX);
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(headerRef);

  return (
    <header ref={headerRef} className={sticky ? 'header header--sticky' : 'header'}>
      <div className="header__inner">
        <Link to={paths.home} className="header__logo">
          {/* Low: a small picture, never a page's largest, that must not share the line with the one
              that is (a list's first card, a product's picture) when the browser raises what it
              finds in view. */}
          <img
            fetchpriority="low"
            src="/images/logo.svg"
            alt={intl.formatMessage({ id: 'header.logoAlt' })}
            width="160"
            height="40"
          />
        </Link>
        <SearchBox />
        <nav aria-label={intl.formatMessage({ id: 'header.nav' })} className="header__nav">
          <NavLink to={paths.productList} className="header__link">
            <StoreIcon />
            <span className="header__label">
              <FormattedMessage id="header.products" />
            </span>
          </NavLink>
          <NavLink to={loggedIn ? paths.profile : paths.login} className="header__link">
            <UserIcon />
            <span className="header__label">
              <FormattedMessage id={loggedIn ? 'header.profile' : 'header.login'} />
            </span>
          </NavLink>
          <UpdatesLink className="header__link" badgeClassName="header__badge" />
          <NavLink to={paths.wishlist} className="header__link">
            <HeartIcon />
            <span className="header__label">
              <FormattedMessage id="header.wishlist" />
            </span>
            <CountBadge
              count={wishlistCount}
              label={intl.formatMessage({ id: 'header.wishlistCount' }, { count: wishlistCount })}
            />
          </NavLink>
          <NavLink to={paths.cart} className="header__link">
            <CartIcon />
            <span className="header__label">
              <FormattedMessage id="header.cart" />
            </span>
            <CountBadge
              count={cartCount}
              label={intl.formatMessage({ id: 'header.cartCount' }, { count: cartCount })}
            />
          </NavLink>
        </nav>
        <LanguageLink className="header__link header__language" />
      </div>
    </header>
  );
}

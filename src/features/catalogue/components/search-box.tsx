import { lazy, Suspense, useRef, type FormEvent, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SearchIcon } from '@/shared/components/icons';
import { formatRupees } from '@/shared/format-rupees';
import type { CatalogueProduct } from '@/shared/types';
import { useSearchCombobox } from '../use-search-combobox';
import './search-box.css';
import { useProductTitle } from '@/shared/i18n/use-product-texts';

/**
 * The suggestions' pictures, a chunk of their own: the search box is on every page's first load,
 * its suggestions only once a shopper types, and the pictures' variant rules (shared with the
 * catalogue's screens) then come with them.
 */
const ProductPicture = lazy(() =>
  import(/* webpackChunkName: "product-picture" */ '@/shared/components/product-picture').then((module) => ({
    default: module.ProductPicture,
  })),
);

const optionId = (listboxId: string, index: number) => `${listboxId}-${index}`;

function SuggestedProduct({
  product,
  id,
  index,
  active,
}: {
  product: CatalogueProduct;
  id: string;
  index: number;
  active: boolean;
}) {
  const title = useProductTitle(product);
  return (
    <li id={id} role="option" aria-selected={active} data-index={index} className="search-box__option">
      <Suspense fallback={<span className="search-box__picture" aria-hidden="true" />}>
        <ProductPicture img={product.img} alt="" layout="suggestion" priority="eager" />
      </Suspense>
      <span className="search-box__name">
        <span className="search-box__title">{title}</span>
        <span className="search-box__brand">{product.brand}</span>
      </span>
      <span className="search-box__price">{formatRupees(product.price)}</span>
    </li>
  );
}

/** The suggestions' listbox: the products, then "See all results" for the text. */
function SuggestionList({ combobox }: { combobox: ReturnType<typeof useSearchCombobox> }) {
  const { listboxId, expanded, suggestions, active, value, choose } = combobox;
  const intl = useIntl();
  const onOptionClick = (event: MouseEvent<HTMLElement>) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option) choose(Number(option.dataset.index));
  };
  return (
    /* Options are chosen by pointer here; the keyboard drives them from the box, which keeps
       focus (a press here must not take it, or the list would close before the click). */
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
    <ul
      id={listboxId}
      role="listbox"
      aria-label={intl.formatMessage({ id: 'search.suggestions' })}
      className="search-box__list"
      hidden={!expanded}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onOptionClick}
    >
      {expanded &&
        suggestions.map((product, index) => (
          <SuggestedProduct
            key={product._id}
            product={product}
            id={optionId(listboxId, index)}
            index={index}
            active={index === active}
          />
        ))}
      {expanded && (
        <li
          id={optionId(listboxId, suggestions.length)}
          role="option"
          aria-selected={active === suggestions.length}
          data-index={suggestions.length}
          className="search-box__option search-box__all"
        >
          <FormattedMessage id="search.seeAll" values={{ query: value.trim() }} />
        </li>
      )}
    </ul>
  );
}

/**
 * Header search (spec §2), with its suggestions as a combobox (use-search-combobox.ts): the text
 * shows the product list for it, and the arrow keys, Enter and Escape drive the suggestions.
 */
export function SearchBox() {
  const inputRef = useRef<HTMLInputElement>(null);
  const combobox = useSearchCombobox(inputRef);
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'search.label' });
  const { value, expanded, active, listboxId, products, suggestions } = combobox;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    combobox.submit();
  };
  return (
    <form className="search-box" role="search" onSubmit={onSubmit}>
      <label htmlFor="site-search" className="visually-hidden">
        {label}
      </label>
      <SearchIcon className="search-box__icon" />
      <input
        ref={inputRef}
        id="site-search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active !== -1 ? optionId(listboxId, active) : undefined}
        placeholder={label}
        autoComplete="off"
        value={value}
        onChange={(event) => combobox.onChange(event.target.value)}
        onKeyDown={combobox.onKeyDown}
        onFocus={combobox.onFocus}
        onClick={combobox.onClick}
        onBlur={combobox.close}
      />
      <SuggestionList combobox={combobox} />
      <p aria-live="polite" className="visually-hidden">
        {expanded && products
          ? intl.formatMessage({ id: 'search.suggested' }, { count: suggestions.length })
          : ''}
      </p>
    </form>
  );
}

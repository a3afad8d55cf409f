import { useId, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '@/shared/components/icons';
import { formatRupees } from '@/shared/format-rupees';
import { useGetProductsQuery } from '../catalogue-api';
import { productHref, productListHref } from '../filters-url';
import { suggestProducts } from '../search-suggestions';
import './search-box.css';
import { paths } from '@/shared/paths';

const MAX_SUGGESTIONS = 6;

const suggestedCount = (count: number) =>
  count === 0 ? 'No sneakers suggested' : `${count} ${count === 1 ? 'sneaker' : 'sneakers'} suggested`;

/**
 * Header search (spec §2): typing a non-blank value shows the product list for it. While the list
 * is open each keystroke replaces the history entry, so Back leaves the search instead of undoing
 * it letter by letter.
 *
 * It is also a combobox (WAI-ARIA 1.2, list autocomplete with manual selection): the products the
 * list's search keeps are suggested from the cached catalogue, with "See all results" last. Focus
 * stays in the box; the arrow keys move `aria-activedescendant`, Enter opens what it points at or,
 * with nothing chosen, submits the search; Escape closes the list.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onList = pathname === paths.productList;
  const [draft, setDraft] = useState('');
  // On the list the URL is the truth (Back/Forward change it); elsewhere the box keeps its draft.
  const value = onList ? (searchParams.get('q') ?? '') : draft;

  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The catalogue is read once the box is first used (one request, or none when a screen has it).
  const [used, setUsed] = useState(false);
  const { data: products } = useGetProductsQuery(undefined, { skip: !used });
  const listboxId = useId();

  const suggestions = products ? suggestProducts(products, value, MAX_SUGGESTIONS) : [];
  const expanded = open && value.trim() !== '';
  // The products, then "See all results".
  const optionCount = suggestions.length + 1;
  const optionId = (index: number) => `${listboxId}-${index}`;

  const show = (text: string) => {
    const next = new URLSearchParams(onList ? searchParams : undefined);
    if (text.trim()) next.set('q', text);
    else next.delete('q');
    const query = next.toString();
    void navigate(query ? `${paths.productList}?${query}` : productListHref(), { replace: onList });
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (index: number) => {
    close();
    const product = suggestions[index];
    if (product) void navigate(productHref(product));
    else show(value);
  };

  const onChange = (text: string) => {
    setDraft(text);
    setOpen(true);
    setActive(-1);
    if (text.trim() || onList) show(text);
  };

  const move = (event: KeyboardEvent, step: 1 | -1) => {
    if (!value.trim()) return;
    event.preventDefault();
    setOpen(true);
    if (!expanded || active === -1) setActive(step === 1 ? 0 : optionCount - 1);
    else setActive((active + step + optionCount) % optionCount);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') move(event, 1);
    else if (event.key === 'ArrowUp') move(event, -1);
    else if (event.key === 'Escape' && expanded) {
      event.preventDefault(); // a search field would clear itself on Escape as well
      close();
    } else if (event.key === 'Enter' && expanded && active !== -1) {
      event.preventDefault();
      choose(active);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
    show(value);
  };

  const onOptionClick = (event: MouseEvent<HTMLElement>) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option) choose(Number(option.dataset.index));
  };

  return (
    <form className="search-box" role="search" onSubmit={onSubmit}>
      <label htmlFor="site-search" className="visually-hidden">
        Search sneakers
      </label>
      <SearchIcon className="search-box__icon" />
      <input
        id="site-search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active !== -1 ? optionId(active) : undefined}
        placeholder="Search sneakers"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setUsed(true)}
        onClick={() => setOpen(true)}
        onBlur={close}
      />
      {/* Options are chosen by pointer here; the keyboard drives them from the box, which keeps
          focus (a press here must not take it, or the list would close before the click). */}
      {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events */}
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Suggested sneakers"
        className="search-box__list"
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onOptionClick}
      >
        {expanded &&
          suggestions.map((product, index) => (
            <li
              key={product._id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-index={index}
              className="search-box__option"
            >
              <img src={product.img} alt="" width="64" height="48" />
              <span className="search-box__name">
                <span className="search-box__title">{product.title}</span>
                <span className="search-box__brand">{product.brand}</span>
              </span>
              <span className="search-box__price">{formatRupees(product.price)}</span>
            </li>
          ))}
        {expanded && (
          <li
            id={optionId(suggestions.length)}
            role="option"
            aria-selected={active === suggestions.length}
            data-index={suggestions.length}
            className="search-box__option search-box__all"
          >
            See all results for &apos;{value.trim()}&apos;
          </li>
        )}
      </ul>
      <p aria-live="polite" className="visually-hidden">
        {expanded && products ? suggestedCount(suggestions.length) : ''}
      </p>
    </form>
  );
}

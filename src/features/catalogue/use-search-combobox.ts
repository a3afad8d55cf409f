import { useId, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/shared/paths';
import { useGetProductsQuery } from './catalogue-api';
import { productHref, productListHref } from './filters-url';
import { suggestProducts } from './search-suggestions';

const MAX_SUGGESTIONS = 6;

/**
 * The header search's text and where it shows: typing a non-blank value shows the product list for
 * it. While the list is open each keystroke replaces the history entry, so Back leaves the search
 * instead of undoing it letter by letter.
 */
function useSearchText() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onList = pathname === paths.productList;
  const [draft, setDraft] = useState('');
  // On the list the URL is the truth (Back/Forward change it); elsewhere the box keeps its draft.
  const value = onList ? (searchParams.get('q') ?? '') : draft;

  const show = (text: string) => {
    const next = new URLSearchParams(onList ? searchParams : undefined);
    if (text.trim()) next.set('q', text);
    else next.delete('q');
    const query = next.toString();
    void navigate(query ? `${paths.productList}?${query}` : productListHref(), { replace: onList });
  };
  const type = (text: string) => {
    setDraft(text);
    if (text.trim() || onList) show(text);
  };
  return { value, show, type, navigate };
}

/** The arrow keys' next option, round the list; from none, the first (down) or the last (up). */
const nextOption = (active: number | null, step: 1 | -1, count: number) =>
  active === null ? (step === 1 ? 0 : count - 1) : (active + step + count) % count;

/**
 * The search box's combobox (WAI-ARIA 1.2, list autocomplete with manual selection): the products
 * the list's search keeps are suggested from the cached catalogue, with "See all results" last.
 * Focus stays in the box; the arrow keys move the active option, Enter opens what it points at or,
 * with nothing chosen, submits the search; Escape closes the list.
 */
export function useSearchCombobox() {
  const { value, show, type, navigate } = useSearchText();
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
  const move = (event: KeyboardEvent, step: 1 | -1) => {
    if (!value.trim()) return;
    event.preventDefault();
    setOpen(true);
    setActive(nextOption(expanded && active !== -1 ? active : null, step, optionCount));
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
  const onChange = (text: string) => {
    setOpen(true);
    setActive(-1);
    type(text);
  };
  const submit = () => {
    close();
    show(value);
  };
  return {
    value,
    products,
    suggestions,
    expanded,
    active,
    listboxId,
    onChange,
    onKeyDown,
    choose,
    close,
    submit,
    onFocus: () => setUsed(true),
    onClick: () => setOpen(true),
  };
}

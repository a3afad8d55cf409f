import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useBeforePaint } from '@/shared/hooks/use-before-paint';
import { usePageHydrated } from '@/shared/page-hydration';
import { paths } from '@/shared/paths';
import { useGetProductsQuery } from './catalogue-api';
import { productHref, productListHref } from './filters-url';
import { suggestProducts } from './search-suggestions';

const MAX_SUGGESTIONS = 6;

/**
 * The header search's text and where it shows: typing a non-blank value shows the product list for
 * it. While the list is open each keystroke replaces the history entry, so Back leaves the search
 * instead of undoing it letter by letter.
 *
 * While React still hydrates a page the server rendered, the box keeps what is typed to itself and
 * shows the list for it once the page is hydrated: a move made before then would re-render a part
 * still hydrating (the screen, and every message once the list's words arrive), and React would
 * throw that part's HTML away (error 421, src/shared/page-hydration.ts).
 */
function useSearchText() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const hydrated = usePageHydrated();
  const onList = pathname === paths.productList;
  const [draft, setDraft] = useState('');
  const [typedWhileHydrating, setTypedWhileHydrating] = useState(false);
  // On the list the URL is the truth (Back/Forward change it); elsewhere, or while what was typed
  // waits for the page to hydrate, the box keeps its draft.
  const keepDraft = !onList || (typedWhileHydrating && !hydrated);
  const value = keepDraft ? draft : (searchParams.get('q') ?? '');

  const show = (text: string) => {
    const next = new URLSearchParams(onList ? searchParams : undefined);
    if (text.trim()) next.set('q', text);
    else next.delete('q');
    const query = next.toString();
    void navigate(query ? `${paths.productList}?${query}` : productListHref(), { replace: onList });
  };
  const type = (text: string) => {
    setDraft(text);
    if (!hydrated) setTypedWhileHydrating(true);
    else if (text.trim() || onList) show(text);
  };
  // Hydrated: what was typed meanwhile is shown, as if typed now (before the box is painted
  // with the URL's text again).
  const shownOnceHydrated = useRef(false);
  useBeforePaint(() => {
    if (!hydrated || !typedWhileHydrating || shownOnceHydrated.current) return;
    shownOnceHydrated.current = true;
    if (draft.trim() || onList) show(draft);
  });
  return { value, show, type, navigate, hydrated };
}

/**
 * What the shopper typed into the box of a server-rendered page before React had hydrated it:
 * hydration keeps it on screen but not in the box's state (nor its focus), and the next render
 * would wipe it. The box starts from it, as if typed now (src/shared/hooks/use-form.ts does the
 * same for forms).
 */
function useTypedBeforeHydration(
  inputRef: RefObject<HTMLInputElement | null>,
  typedNow: { value: string; onFocus: () => void; onChange: (text: string) => void },
) {
  const atHydration = useRef(typedNow);
  useBeforePaint(() => {
    const input = inputRef.current;
    const { value, onFocus, onChange } = atHydration.current;
    if (!input) return;
    if (input === document.activeElement) onFocus();
    if (input.value !== value) onChange(input.value);
  }, [inputRef]);
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
export function useSearchCombobox(inputRef: RefObject<HTMLInputElement | null>) {
  const { value, show, type, navigate, hydrated } = useSearchText();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The catalogue is read once the box is first used (one request, or none when a screen has it),
  // and not before the page is hydrated: its answer would reach the screens that read it.
  const [used, setUsed] = useState(false);
  const { data: products } = useGetProductsQuery(undefined, { skip: !used || !hydrated });
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
  const onFocus = () => setUsed(true);
  useTypedBeforeHydration(inputRef, { value, onFocus, onChange });
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
    onFocus,
    onClick: () => setOpen(true),
  };
}

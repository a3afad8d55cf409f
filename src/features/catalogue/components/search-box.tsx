import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '@/shared/components/icons';
import { productListHref } from '../filters-url';
import './search-box.css';

/**
 * Header search (spec §2): typing a non-blank value shows the product list for it. While the list
 * is open each keystroke replaces the history entry, so Back leaves the search instead of undoing
 * it letter by letter.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onList = pathname === '/productlist';
  const [draft, setDraft] = useState('');
  // On the list the URL is the truth (Back/Forward change it); elsewhere the box keeps its draft.
  const value = onList ? (searchParams.get('q') ?? '') : draft;

  const show = (text: string) => {
    const next = new URLSearchParams(onList ? searchParams : undefined);
    if (text.trim()) next.set('q', text);
    else next.delete('q');
    const query = next.toString();
    void navigate(query ? `/productlist?${query}` : productListHref(), { replace: onList });
  };

  const onChange = (text: string) => {
    setDraft(text);
    if (text.trim() || onList) show(text);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show(value);
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
        placeholder="Search sneakers"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}

import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/kernel/hooks';
import { selectToken } from '@/kernel/session';
import { headerAdded, headerChanged, headerRemoved, tokenHeaderSet, type HeaderRow } from '../mockman-slice';
import { paths } from '@/shared/paths';

const COMMON_HEADERS = ['authorization', 'accept', 'content-type', 'idempotency-key'];

function HeaderRowFields({ row, position, listId }: { row: HeaderRow; position: number; listId: string }) {
  const dispatch = useAppDispatch();
  const change = (changes: Partial<Omit<HeaderRow, 'id'>>) =>
    dispatch(headerChanged({ id: row.id, changes }));
  return (
    <li className="tester__header-row">
      <input
        type="checkbox"
        className="tester__header-check"
        checked={row.enabled}
        onChange={(event) => change({ enabled: event.target.checked })}
        aria-label={`Send header ${position}`}
      />
      <input
        className="tester__input tester__mono"
        value={row.key}
        onChange={(event) => change({ key: event.target.value })}
        placeholder="name"
        list={listId}
        autoComplete="off"
        spellCheck={false}
        aria-label={`Header ${position} name`}
      />
      <input
        className="tester__input tester__mono"
        value={row.value}
        onChange={(event) => change({ value: event.target.value })}
        placeholder="value"
        autoComplete="off"
        spellCheck={false}
        aria-label={`Header ${position} value`}
      />
      <button
        type="button"
        className="tester__remove"
        onClick={() => dispatch(headerRemoved(row.id))}
        aria-label={`Remove header ${position}`}
        title="Remove header"
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** Header rows (spec §2): only the checked ones are sent. Nothing is added on the developer's behalf. */
export function HeaderRows({ headers }: { headers: HeaderRow[] }) {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const id = useId();
  const listId = `${id}-names`;
  const hintId = `${id}-token-hint`;

  return (
    <fieldset className="tester__fieldset">
      <legend>Headers</legend>
      {headers.length === 0 ? (
        <p className="tester__hint">No headers. Requests go out with the browser&apos;s defaults only.</p>
      ) : (
        <ul className="tester__header-list">
          {headers.map((row, index) => (
            <HeaderRowFields key={row.id} row={row} position={index + 1} listId={listId} />
          ))}
        </ul>
      )}
      <datalist id={listId}>
        {COMMON_HEADERS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div className="tester__actions">
        <button
          type="button"
          className="btn btn--ghost tester__small-btn"
          onClick={() => dispatch(headerAdded())}
        >
          Add header
        </button>
        <button
          type="button"
          className="btn btn--ghost tester__small-btn"
          disabled={token === null}
          aria-describedby={hintId}
          onClick={() => {
            if (token !== null) dispatch(tokenHeaderSet(token));
          }}
        >
          Use my token
        </button>
      </div>
      <p id={hintId} className="tester__hint">
        {token === null ? (
          <>
            <Link to={paths.login} state={{ from: paths.mockman }}>
              Log in
            </Link>{' '}
            to add your token as the authorization header.
          </>
        ) : (
          'Adds your login token as the authorization header.'
        )}
      </p>
    </fieldset>
  );
}

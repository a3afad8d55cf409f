import { useEffect, useId, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/kernel/hooks';
import { inlineMessages } from '@/shared/messages';
import { copyAsCurl } from '../copy-as-curl';
import { cancelRequest, requestChanged, selectMockman, submitRequest } from '../mockman-slice';
import { isRequestMethod, REQUEST_METHODS } from '../tester-types';
import { EndpointPicker } from './endpoint-picker';
import { HeaderRows } from './header-rows';

/** Ctrl+Enter, or Cmd+Enter on a Mac: sends from any field, a new line in the body included. */
const isSendShortcut = (event: KeyboardEvent) =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.nativeEvent.isComposing;

function MethodField({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const { reqType } = useAppSelector(selectMockman);
  return (
    <div className="field tester__method">
      <label htmlFor={id}>Method</label>
      <select
        id={id}
        value={reqType}
        onChange={(event) => {
          if (isRequestMethod(event.target.value)) {
            dispatch(requestChanged({ reqType: event.target.value }));
          }
        }}
      >
        {REQUEST_METHODS.map((method) => (
          <option key={method} value={method}>
            {method}
          </option>
        ))}
      </select>
    </div>
  );
}

function EndpointField({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const { endpoint } = useAppSelector(selectMockman);
  return (
    <div className="field tester__endpoint">
      <label htmlFor={id}>Endpoint</label>
      <input
        id={id}
        className="tester__mono"
        value={endpoint}
        onChange={(event) => dispatch(requestChanged({ endpoint: event.target.value }))}
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
      />
    </div>
  );
}

/** Submit, and Cancel while a request is out; `shortcutId` names the hint that Submit has a shortcut. */
function SendButtons({ shortcutId }: { shortcutId: string }) {
  const dispatch = useAppDispatch();
  const { sending } = useAppSelector(selectMockman);
  const submitRef = useRef<HTMLButtonElement>(null);
  // Cancel goes away once the request ends: focus then moves to Submit rather than to the page.
  const cancelHadFocus = useRef(false);
  useEffect(() => {
    if (!sending && cancelHadFocus.current) {
      cancelHadFocus.current = false;
      submitRef.current?.focus();
    }
  }, [sending]);
  return (
    <div className="tester__send">
      <button
        ref={submitRef}
        type="submit"
        className="btn btn--accent tester__submit"
        disabled={sending}
        aria-keyshortcuts="Control+Enter Meta+Enter"
        aria-describedby={shortcutId}
      >
        {sending ? 'Sending…' : 'Submit'}
      </button>
      {sending && (
        <button
          type="button"
          className="btn btn--ghost tester__cancel"
          onFocus={() => (cancelHadFocus.current = true)}
          onBlur={() => (cancelHadFocus.current = false)}
          onClick={() => {
            cancelHadFocus.current = true;
            dispatch(cancelRequest());
          }}
        >
          Cancel
        </button>
      )}
    </div>
  );
}

/** Copy as cURL, and the hint that names the send shortcut. */
function RequestTools({ shortcutId }: { shortcutId: string }) {
  const dispatch = useAppDispatch();
  return (
    <div className="tester__actions tester__tools">
      <button
        type="button"
        className="btn btn--ghost tester__small-btn"
        onClick={() => void dispatch(copyAsCurl())}
      >
        Copy as cURL
      </button>
      <p id={shortcutId} className="tester__hint">
        <kbd>Ctrl</kbd>+<kbd>Enter</kbd> (<kbd>⌘</kbd>+<kbd>Enter</kbd> on a Mac) sends from any field.
      </p>
    </div>
  );
}

/** The JSON body, with the message its parse leaves and the hint on what each method sends. */
function BodyField({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const { body, jsonError } = useAppSelector(selectMockman);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>Body (JSON)</label>
      <textarea
        id={id}
        className="tester__mono tester__body"
        value={body}
        rows={8}
        spellCheck={false}
        onChange={(event) => dispatch(requestChanged({ body: event.target.value }))}
        aria-invalid={jsonError}
        aria-describedby={jsonError ? `${errorId} ${hintId}` : hintId}
      />
      {jsonError && (
        <p id={errorId} className="field__error" role="alert">
          {inlineMessages.jsonFormat}
        </p>
      )}
      <p id={hintId} className="tester__hint">
        Must be valid JSON for every method; GET sends none, the others send it as application/json.
      </p>
    </div>
  );
}

export function RequestPanel() {
  const dispatch = useAppDispatch();
  const { headers } = useAppSelector(selectMockman);
  const id = useId();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch(submitRequest());
  };

  const sendOnShortcut = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!isSendShortcut(event)) return;
    event.preventDefault();
    dispatch(submitRequest());
  };

  return (
    <section className="tester__panel card" aria-labelledby={`${id}-title`}>
      <div className="tester__panel-head">
        <h2 id={`${id}-title`} className="tester__panel-title">
          Request
        </h2>
      </div>
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- a shortcut for the fields inside; the form itself takes no focus */}
      <form className="tester__form" onSubmit={submit} onKeyDown={sendOnShortcut} noValidate>
        <EndpointPicker />
        <div className="tester__line">
          <MethodField id={`${id}-method`} />
          <EndpointField id={`${id}-endpoint`} />
          <SendButtons shortcutId={`${id}-shortcut`} />
        </div>
        <RequestTools shortcutId={`${id}-shortcut`} />
        <HeaderRows headers={headers} />
        <BodyField id={`${id}-body`} />
      </form>
    </section>
  );
}

import { useId, type SyntheticEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { inlineMessages } from '@/shared/messages';
import { requestChanged, selectMockman, submitRequest } from '../mockman-slice';
import { isRequestMethod, REQUEST_METHODS } from '../tester-types';
import { EndpointPicker } from './endpoint-picker';
import { HeaderRows } from './header-rows';

export function RequestPanel() {
  const dispatch = useAppDispatch();
  const { reqType, endpoint, body, headers, sending, jsonError } = useAppSelector(selectMockman);
  const id = useId();
  const bodyHintId = `${id}-body-hint`;
  const bodyErrorId = `${id}-body-error`;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
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
      <EndpointPicker />
      <form className="tester__form" onSubmit={submit} noValidate>
        <div className="tester__line">
          <div className="field tester__method">
            <label htmlFor={`${id}-method`}>Method</label>
            <select
              id={`${id}-method`}
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
          <div className="field tester__endpoint">
            <label htmlFor={`${id}-endpoint`}>Endpoint</label>
            <input
              id={`${id}-endpoint`}
              className="tester__mono"
              value={endpoint}
              onChange={(event) => dispatch(requestChanged({ endpoint: event.target.value }))}
              autoComplete="off"
              spellCheck={false}
              inputMode="url"
            />
          </div>
          <button type="submit" className="btn btn--accent tester__submit" disabled={sending}>
            {sending ? 'Sending…' : 'Submit'}
          </button>
        </div>

        <HeaderRows headers={headers} />

        <div className="field">
          <label htmlFor={`${id}-body`}>Body (JSON)</label>
          <textarea
            id={`${id}-body`}
            className="tester__mono tester__body"
            value={body}
            rows={8}
            spellCheck={false}
            onChange={(event) => dispatch(requestChanged({ body: event.target.value }))}
            aria-invalid={jsonError}
            aria-describedby={jsonError ? `${bodyErrorId} ${bodyHintId}` : bodyHintId}
          />
          {jsonError && (
            <p id={bodyErrorId} className="field__error" role="alert">
              {inlineMessages.jsonFormat}
            </p>
          )}
          <p id={bodyHintId} className="tester__hint">
            Must be valid JSON for every method; GET sends none, POST and DELETE send it as application/json.
          </p>
        </div>
      </form>
    </section>
  );
}

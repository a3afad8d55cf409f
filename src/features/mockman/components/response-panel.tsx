import { useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/kernel/hooks';
import { Spinner } from '@/shared/components/spinner';
import { inlineMessages } from '@/shared/messages';
import { JSON_THEME_NAMES, jsonThemes } from '../json-themes';
import { colourSchemeChanged, selectMockman, type TesterResponse } from '../mockman-slice';
import { statusKind, statusTextOf } from '../status-text';
import { JsonView } from './json-view';

const wholeNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const formatTime = (ms: number) => `${wholeNumber.format(ms)} ms`;
const formatSize = (bytes: number) => `${wholeNumber.format(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;

function Answer({ response }: { response: TesterResponse }) {
  const { colourScheme } = useAppSelector(selectMockman);
  const [expandAll, setExpandAll] = useState(false);
  const id = useId();
  const theme = jsonThemes[colourScheme];
  // Spec §2: the data, or the whole response when the answer had no body.
  const { durationMs, sizeBytes, ...answer } = response;
  const hasData = answer.data !== null;
  const statusText = statusTextOf(answer.status, answer.statusText);

  return (
    <>
      <div className={`tester__status tester__status--${statusKind(answer.status)}`}>
        <p className="tester__status-line">
          <span className="tester__status-label">Status</span>
          <strong className="tester__status-code">{answer.status}</strong>
          {statusText && <span>{statusText}</span>}
        </p>
        <dl className="tester__metrics">
          <div>
            <dt className="tester__status-label">Time</dt>
            <dd>{formatTime(durationMs)}</dd>
          </div>
          <div>
            <dt className="tester__status-label">Size</dt>
            <dd>{formatSize(sizeBytes)}</dd>
          </div>
        </dl>
      </div>
      <div className="tester__actions">
        <button
          type="button"
          className="btn btn--ghost tester__small-btn"
          aria-pressed={expandAll}
          onClick={() => setExpandAll((value) => !value)}
        >
          {expandAll ? 'Collapse to top level' : 'Expand all'}
        </button>
      </div>
      <section className="tester__section" aria-labelledby={`${id}-data`}>
        <h3 id={`${id}-data`} className="tester__section-title">
          {hasData ? 'Data' : 'Response'}
        </h3>
        <JsonView
          data={hasData ? answer.data : answer}
          name={hasData ? 'data' : 'response'}
          theme={theme}
          expandAll={expandAll}
        />
      </section>
      <section className="tester__section" aria-labelledby={`${id}-headers`}>
        <h3 id={`${id}-headers`} className="tester__section-title">
          Headers
        </h3>
        <JsonView data={answer.headers} name="headers" theme={theme} expandAll={expandAll} />
      </section>
    </>
  );
}

function ResponseBody() {
  const { response, sending, failure, cancelled } = useAppSelector(selectMockman);
  if (sending) return <Spinner label="Sending request" minHeight={200} />;
  if (response) return <Answer response={response} />;
  if (cancelled) {
    return (
      <div className="tester__nothing">
        <p className="tester__cancelled-title">{inlineMessages.requestCancelled}</p>
        <p className="tester__hint">{inlineMessages.requestCancelledWhy}</p>
      </div>
    );
  }
  if (failure !== null) {
    return (
      <div className="tester__nothing">
        <p className="tester__nothing-title">{inlineMessages.responseUndefined}</p>
        <p className="tester__hint">The request failed before an answer arrived: {failure}</p>
      </div>
    );
  }
  return <p className="tester__hint tester__idle">Submit a request to see the server&apos;s answer here.</p>;
}

/** A short line for screen readers; the trees themselves are not announced. */
function announcement({ response, sending, failure, cancelled }: ReturnType<typeof selectMockman>): string {
  if (sending) return '';
  if (response) {
    const status = `${response.status} ${statusTextOf(response.status, response.statusText)}`.trim();
    return `Status ${status}, ${formatTime(response.durationMs)}, ${formatSize(response.sizeBytes)}`;
  }
  if (cancelled) return inlineMessages.requestCancelled;
  if (failure !== null) return inlineMessages.responseUndefined;
  return '';
}

export function ResponsePanel() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectMockman);
  const { colourScheme, sending } = state;
  const id = useId();

  return (
    <section className="tester__panel card" aria-labelledby={`${id}-title`} aria-busy={sending}>
      <div className="tester__panel-head">
        <h2 id={`${id}-title`} className="tester__panel-title">
          Response
        </h2>
        <div className="tester__scheme">
          <label htmlFor={`${id}-scheme`}>Colour scheme</label>
          <select
            id={`${id}-scheme`}
            value={colourScheme}
            onChange={(event) => dispatch(colourSchemeChanged(event.target.value))}
          >
            {JSON_THEME_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement(state)}
      </p>
      <ResponseBody />
    </section>
  );
}

import { useId, useState, type ChangeEvent } from 'react';
import { useAppDispatch } from '@/kernel/hooks';
import { displayPath, findPreset, presetGroups } from '../endpoint-presets';
import { requestChanged } from '../mockman-slice';

const groups = presetGroups();

/** The shop's endpoints with a sample body each; picking one fills the form, nothing is sent. */
export function EndpointPicker() {
  const dispatch = useAppDispatch();
  const id = useId();
  const [picked, setPicked] = useState('');
  const note = findPreset(picked)?.note;

  const pick = (event: ChangeEvent<HTMLSelectElement>) => {
    setPicked(event.target.value);
    const preset = findPreset(event.target.value);
    if (!preset) return;
    dispatch(
      requestChanged({
        reqType: preset.method,
        endpoint: preset.endpoint,
        body: JSON.stringify(preset.body, null, 2),
      }),
    );
  };

  return (
    <div className="field tester__picker">
      <label htmlFor={`${id}-preset`}>Shop endpoint</label>
      <select
        id={`${id}-preset`}
        value={picked}
        onChange={pick}
        aria-describedby={note === undefined ? `${id}-hint` : `${id}-hint ${id}-note`}
      >
        <option value="">Pick an endpoint to fill the form…</option>
        {groups.map(([group, presets]) => (
          <optgroup key={group} label={group}>
            {presets.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {`${preset.method} ${displayPath(preset.endpoint)} — ${preset.label}${preset.needsToken ? ' (token)' : ''}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p id={`${id}-hint`} className="tester__hint">
        Fills method, endpoint and a sample body. Endpoints marked (token) need an authorization header.
      </p>
      {note !== undefined && (
        <p id={`${id}-note`} className="tester__hint tester__note">
          {note}
        </p>
      )}
    </div>
  );
}

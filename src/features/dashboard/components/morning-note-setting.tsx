import { apiErrorMessage } from '@/shared/api-error';
import { FormAlert } from '@/shared/components/form-alert';
import { useMorningNoteQuery, useSetMorningNoteMutation } from '../dashboard-api';

/** The owner's daily email (yesterday's sales, the to-dos, low stock): on until turned off here. */
export function MorningNoteSetting() {
  const { data } = useMorningNoteQuery(undefined);
  const [setNote, { isLoading, error }] = useSetMorningNoteMutation();
  return (
    <section className="card staff-card" aria-labelledby="morning-note-heading">
      <h2 id="morning-note-heading">Morning note</h2>
      <label>
        <input
          type="checkbox"
          checked={data?.enabled ?? false}
          disabled={!data || isLoading}
          onChange={(event) => void setNote({ enabled: event.target.checked })}
        />{' '}
        Email me each morning: yesterday’s net sales, what needs doing and what is running out
      </label>
      <FormAlert message={error ? apiErrorMessage(error) : null} />
    </section>
  );
}

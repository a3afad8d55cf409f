import { useState } from 'react';
import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { useForm } from '@/shared/hooks/use-form';
import type { Complaint, ComplaintInput } from '@/shared/complaints';
import { validateComplaint } from '@/shared/complaint-validation';
import { formatIndiaTime } from '@/shared/format-india-time';
import { complaintMessages } from '@/shared/legal-messages';
import { useFileComplaintMutation } from '../legal-api';

type ComplaintValues = Required<ComplaintInput>;

const EMPTY: ComplaintValues = { name: '', email: '', phone: '', orderId: '', subject: '', message: '' };

/** What the shopper sees once the complaint is filed: its ticket and when it is acknowledged by. */
function Filed({ complaint, onAnother }: { complaint: Complaint; onAnother: () => void }) {
  return (
    <div className="complaint-filed" role="status">
      <p className="complaint-filed__ticket">
        Ticket <strong>{complaint.ticket}</strong>
      </p>
      <p>{complaintMessages.filed(complaint.ticket)}</p>
      <p>
        Acknowledged by{' '}
        <time dateTime={complaint.acknowledgeBy}>{formatIndiaTime(complaint.acknowledgeBy)}</time> (India
        time). Keep the ticket number: quote it when you write to us.
      </p>
      <button type="button" className="btn btn--ghost" onClick={onAnother}>
        File another complaint
      </button>
    </div>
  );
}

/**
 * The grievance officer's complaint form (anyone, signed in or not): checked here by the rules
 * the backend checks too, then filed; the answer's ticket replaces the form, and another starts empty.
 */
export function ComplaintForm() {
  const [filed, setFiled] = useState<Complaint | null>(null);
  if (filed) return <Filed complaint={filed} onAnother={() => setFiled(null)} />;
  return <ComplaintFields onFiled={setFiled} />;
}

function ComplaintFields({ onFiled }: { onFiled: (complaint: Complaint) => void }) {
  const [fileComplaint] = useFileComplaintMutation();
  const form = useForm<ComplaintValues>({
    initialValues: EMPTY,
    validate: (values) => validateComplaint(values).errors ?? {},
    send: async (values) => {
      const { complaint } = validateComplaint(values);
      if (complaint) onFiled((await fileComplaint(complaint).unwrap()).complaint);
    },
    fieldErrorsFromServer: 'with-alert',
  });
  return (
    <form className="complaint-form" aria-labelledby="complaint-form-heading" {...form.form}>
      <h2 id="complaint-form-heading">File a complaint</h2>
      <FormAlert message={form.alert} />
      <FormField label="Your name" autoComplete="name" {...form.field('name')} />
      <FormField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <FormField label="Phone (optional)" type="tel" autoComplete="tel" {...form.field('phone')} />
      <FormField label="Order number (optional)" placeholder="SH-100042" {...form.field('orderId')} />
      <FormField label="Subject" {...form.field('subject')} />
      <FormField label="Your complaint" error={form.errors.message}>
        {(control) => <textarea {...control} rows={6} {...form.control('message')} />}
      </FormField>
      <button
        type="submit"
        className="btn btn--accent"
        disabled={form.submitting}
        aria-busy={form.submitting}
      >
        {form.submitting ? 'Filing…' : 'File complaint'}
      </button>
    </form>
  );
}

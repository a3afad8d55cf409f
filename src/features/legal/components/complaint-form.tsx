import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { useForm } from '@/shared/hooks/use-form';
import { COMPLAINT_ACKNOWLEDGE_HOURS, type Complaint, type ComplaintInput } from '@/shared/complaints';
import { validateComplaint } from '@/shared/complaint-validation';
import { useLocale } from '@/shared/i18n/language-context';
import type { MessageId } from '@/shared/i18n/message-id';
import { formatIndiaTime } from '@/shared/format-india-time';
import { complaintErrorsIn } from '../complaint-errors';
import { useFileComplaintMutation } from '../legal-api';

type ComplaintValues = Required<ComplaintInput>;

const EMPTY: ComplaintValues = { name: '', email: '', phone: '', orderId: '', subject: '', message: '' };

/** What the shopper sees once the complaint is filed: its ticket and when it is acknowledged by. */
function Filed({ complaint, onAnother }: { complaint: Complaint; onAnother: () => void }) {
  const locale = useLocale();
  return (
    <div className="complaint-filed" role="status">
      <p className="complaint-filed__ticket">
        <FormattedMessage
          id="legal.ticket"
          values={{ ticket: complaint.ticket, strong: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      <p>
        <FormattedMessage
          id="legal.filed"
          values={{ ticket: complaint.ticket, hours: COMPLAINT_ACKNOWLEDGE_HOURS }}
        />
      </p>
      <p>
        <FormattedMessage
          id="legal.acknowledgedBy"
          values={{
            time: (
              <time dateTime={complaint.acknowledgeBy}>
                {formatIndiaTime(complaint.acknowledgeBy, locale)}
              </time>
            ),
          }}
        />
      </p>
      <button type="button" className="btn btn--ghost" onClick={onAnother}>
        <FormattedMessage id="legal.fileAnother" />
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
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const form = useForm<ComplaintValues>({
    initialValues: EMPTY,
    validate: (values) => complaintErrorsIn(intl, values),
    send: async (values) => {
      const { complaint } = validateComplaint(values);
      if (complaint) onFiled((await fileComplaint(complaint).unwrap()).complaint);
    },
    fieldErrorsFromServer: 'with-alert',
  });
  return (
    <form className="complaint-form" aria-labelledby="complaint-form-heading" {...form.form}>
      <h2 id="complaint-form-heading">
        <FormattedMessage id="legal.fileAComplaint" />
      </h2>
      <FormAlert message={form.alert} />
      <FormField label={label('legal.field.name')} autoComplete="name" {...form.field('name')} />
      <FormField
        label={label('legal.field.email')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <FormField
        label={label('legal.field.phoneOptional')}
        type="tel"
        autoComplete="tel"
        {...form.field('phone')}
      />
      <FormField
        label={label('legal.field.orderIdOptional')}
        placeholder="SH-100042"
        {...form.field('orderId')}
      />
      <FormField label={label('legal.field.subject')} {...form.field('subject')} />
      <FormField label={label('legal.field.message')} error={form.errors.message}>
        {(control) => <textarea {...control} rows={6} {...form.control('message')} />}
      </FormField>
      <button
        type="submit"
        className="btn btn--accent"
        disabled={form.submitting}
        aria-busy={form.submitting}
      >
        <FormattedMessage id={form.submitting ? 'legal.filing' : 'legal.fileComplaint'} />
      </button>
    </form>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { ComplaintForm, GrievanceOfficer } from '@/features/legal';
import { COMPLAINT_ACKNOWLEDGE_HOURS } from '@/shared/complaints';
import { PageTitle } from '@/shared/components/page-title';
import './legal.css';

/** /grievance: the grievance officer and the complaint form, for anyone, signed in or not. */
export function GrievanceScreen() {
  const intl = useIntl();
  return (
    <div className="legal-page">
      <PageTitle>{intl.formatMessage({ id: 'legal.grievanceOfficer' })}</PageTitle>
      <p>
        <FormattedMessage id="legal.grievanceIntro" values={{ hours: COMPLAINT_ACKNOWLEDGE_HOURS }} />
      </p>
      <section aria-labelledby="grievance-officer">
        <h2 id="grievance-officer">
          <FormattedMessage id="legal.whoHears" />
        </h2>
        <GrievanceOfficer />
      </section>
      <ComplaintForm />
    </div>
  );
}

import { ComplaintForm, GrievanceOfficer } from '@/features/legal';
import { COMPLAINT_ACKNOWLEDGE_HOURS } from '@/shared/complaints';
import { PageTitle } from '@/shared/components/page-title';
import './legal.css';

/** /grievance: the grievance officer and the complaint form, for anyone, signed in or not. */
export function GrievanceScreen() {
  return (
    <div className="legal-page">
      <PageTitle>Grievance officer</PageTitle>
      <p>
        Not happy with an order, a refund or how we answered? Write to our grievance officer. We acknowledge
        every complaint within {COMPLAINT_ACKNOWLEDGE_HOURS} hours and give you a ticket number to follow it
        by.
      </p>
      <section aria-labelledby="grievance-officer">
        <h2 id="grievance-officer">Who hears your complaint</h2>
        <GrievanceOfficer />
      </section>
      <ComplaintForm />
    </div>
  );
}

import { COMPLAINT_ACKNOWLEDGE_HOURS, COMPLAINT_STATUS_LABELS, type ComplaintStatus } from './complaints';

/** What the grievance form, the complaint routes and the console's complaints say, word for word. */
export const complaintMessages = {
  filed: (ticket: string) =>
    `Your complaint is filed as ${ticket}. We acknowledge it within ${COMPLAINT_ACKNOWLEDGE_HOURS} hours.`,
  tooMany: (minutes: number) =>
    `Too many complaints were sent from your network. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or write to the grievance officer.`,
  noSuchTicket: (ticket: string) => `No complaint has the ticket ${ticket}.`,
  statusInvalid: '`status` must be acknowledged or resolved.',
  filterInvalid: '`status` must be open, acknowledged or resolved, or left out.',
  cursorInvalid: '`after` must be the `next` of the page before: a ticket such as GRV-ABCD2345.',
  moveRefused: (from: ComplaintStatus, to: ComplaintStatus) =>
    `This complaint is ${COMPLAINT_STATUS_LABELS[from].toLowerCase()}: it cannot be marked ${COMPLAINT_STATUS_LABELS[to].toLowerCase()}.`,
};

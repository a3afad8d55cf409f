import { HttpResponse } from 'msw';
import type { Backend } from '@/api/backend';
import { route, type ApiRoute } from '@/api/http/route';
import { FAILED_EMAILS_SHOWN, type FailedEmailsAnswer } from '@/shared/staff';

/** The console's view of the email outbox: the emails given up after their last try. */
export const staffEmailRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'GET',
    path: '/api/staff/emails/failed',
    access: 'staff',
    answer: async () => {
      const answer: FailedEmailsAnswer = {
        emails: await backend.repos.updates.failedEmails(FAILED_EMAILS_SHOWN),
      };
      return HttpResponse.json(answer);
    },
  }),
];

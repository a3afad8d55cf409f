/** Complaints to the grievance officer: filing one, and the console's queue. What other resources and the server use of it. */
export { complaintRoutes } from './routes';
export { staffComplaintRoutes } from './staff-routes';

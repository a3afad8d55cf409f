/** Staff accounts, their sign-in, and the audit log of what they do. What other resources and the server use of it. */
export { addStaffMember, newStaffInput } from './add-member';
export { recordStaffAction } from './audit';
export { demoStaff } from './demo-staff';
export { staffRoutes } from './routes';

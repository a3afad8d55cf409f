/** The console's home: the to-dos and the owner's sales. What the server and the other route lists use of it. */
export { dashboardRoutes } from './routes';
export { morningNoteRoutes } from './morning-note-routes';
export {
  claimMorningNote,
  morningNoteOf,
  morningNoteRecipients,
  morningNoteSent,
  morningNoteUnsent,
  type MorningNote,
  type MorningNoteRecipient,
} from './morning-note';

/** The words of the shopper's Updates (issue 30), in the API's refusals and on screen, word for word. */
export const updateMessages = {
  unknownUpdate: (updateId: string) => `You have no update with the id ${updateId}.`,
  badLimit: (max: number) => `limit must be a whole number from 1 to ${max}.`,
  badBefore: 'before must be the id of one of your updates.',
  badUpTo: 'upTo must be the id of one of your updates, or left out to mark them all read.',
  headerLink: (unread: number) => (unread === 0 ? 'Updates' : `Updates, ${unread} unread`),
  pageTitle: 'Updates',
  empty: 'No updates yet. When anything happens to one of your orders, it shows here.',
  loadFailed: 'We could not load your updates.',
  retry: 'Try again',
  older: 'Show older updates',
  viewOrder: 'View order',
} as const;

import type { MessageDescriptor } from 'react-intl';

/** A message's id: one of the English catalogue's (src/messages.d.ts types them), so a typo fails `tsc`. */
export type MessageId = NonNullable<MessageDescriptor['id']>;

import { useIntl } from 'react-intl';
import { useLocale } from '@/shared/i18n/language-context';
import type { MessageId } from '@/shared/i18n/message-id';

/** A GST document's words and dates in the page's language (the staff console's: English). */
export function useGstWords() {
  const intl = useIntl();
  return { intl, locale: useLocale(), word: (id: MessageId) => intl.formatMessage({ id }) };
}

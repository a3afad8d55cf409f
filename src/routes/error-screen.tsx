import { FormattedMessage, useIntl } from 'react-intl';
import { PageTitle } from '@/shared/components/page-title';
import { paths } from '@/shared/paths';
import { useLocale } from '@/shared/i18n/language-context';
import { localePath } from '@/shared/i18n/locales';

/**
 * Shown when a screen throws while rendering. A plain link (full reload), because the app state
 * that broke the screen may break the next one too; to the home page in the page's language.
 */
export function ErrorScreen() {
  const intl = useIntl();
  return (
    <section className="empty-state" role="alert">
      <PageTitle>{intl.formatMessage({ id: 'error.unexpected' })}</PageTitle>
      <p>
        <FormattedMessage id="error.text" />
      </p>
      <a className="btn" href={localePath(useLocale(), paths.home)}>
        <FormattedMessage id="notFound.goHome" />
      </a>
    </section>
  );
}

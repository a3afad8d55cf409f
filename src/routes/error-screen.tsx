import { PageTitle } from '@/shared/components/page-title';
import { inlineMessages } from '@/shared/messages';
import { paths } from '@/shared/paths';

/**
 * Shown when a screen throws while rendering. A plain link (full reload), because the app state
 * that broke the screen may break the next one too.
 */
export function ErrorScreen() {
  return (
    <section className="empty-state" role="alert">
      <PageTitle>{inlineMessages.unexpectedError}</PageTitle>
      <p>Something went wrong on this page. Your cart and account are safe.</p>
      <a className="btn" href={paths.home}>
        {inlineMessages.goHome}
      </a>
    </section>
  );
}

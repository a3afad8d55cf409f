import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/shared/components/spinner';
import { PageSuspense } from '@/shared/served-page';
import { RouteErrorBoundary } from '../error-boundary';
import { useLoginRecordSync } from '@/features/auth';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { useSessionData } from './use-session-data';

/** What a screen shows while its chunk loads, in English (the catalogue's `layout.loadingPage`). */
export const ROUTE_LOADING_LABEL = 'Loading the page';

/** Every page: header, the screen, footer (spec §2). */
export function Layout() {
  const intl = useIntl();
  useLoginRecordSync();
  useSessionData();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" className="app__main" tabIndex={-1}>
        <RouteErrorBoundary>
          <PageSuspense fallback={<Spinner label={intl.formatMessage({ id: 'layout.loadingPage' })} page />}>
            <Outlet />
          </PageSuspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

import { memo } from 'react';
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

/**
 * The route's screen. Memoised: a render of the layout (the session's lists arriving) must not
 * reach a server-rendered screen React is still hydrating, which would throw its HTML away.
 */
const Screen = memo(function Screen({ loadingLabel }: { loadingLabel: string }) {
  return (
    <RouteErrorBoundary>
      <PageSuspense fallback={<Spinner label={loadingLabel} page />}>
        <Outlet />
      </PageSuspense>
    </RouteErrorBoundary>
  );
});

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
        <Screen loadingLabel={intl.formatMessage({ id: 'layout.loadingPage' })} />
      </main>
      <Footer />
    </div>
  );
}

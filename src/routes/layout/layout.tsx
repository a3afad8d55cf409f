import { Outlet } from 'react-router-dom';
import { useLoginRecordSync } from '@/features/auth';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { useSessionData } from './use-session-data';

/** Every page: header, the screen, footer (spec §2). */
export function Layout() {
  useLoginRecordSync();
  useSessionData();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

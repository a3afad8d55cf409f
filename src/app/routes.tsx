import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout, ROUTE_LOADING_LABEL } from '@/routes/layout/layout';
import { RouteErrorBoundary } from '@/routes/error-boundary';
import { Spinner } from '@/shared/components/spinner';
import { NotFoundScreen } from '@/routes/not-found';
import { RequireAuth } from '@/routes/require-auth';
import { useLocale } from '@/shared/i18n/language-context';
import { screens } from './screens';
import { paths, staffPaths } from '@/shared/paths';

const open = [
  screens.home,
  screens.productList,
  screens.productDetail,
  screens.login,
  screens.signup,
  screens.mockman,
  screens.about,
  screens.policy,
  screens.grievance,
  screens.forgotPassword,
  screens.resetPassword,
  screens.testMailbox,
];
const loggedIn = [
  screens.cart,
  screens.checkout,
  screens.wishlist,
  screens.profile,
  screens.order,
  screens.orderDetail,
  screens.creditNote,
  screens.updates,
];

/**
 * Spec §2 route table. Declarative routes rather than a data router: the shop loads no route data
 * through the router, and the data router's code would be part of every first load (its cost is in
 * docs/performance.md).
 */
export function AppRoutes({ extraRoutes }: { extraRoutes?: ReactNode }) {
  // Every route below lives in each language (the router's basename is the language's, LocaleRouter);
  // the staff console in English only (issue 37).
  const locale = useLocale();
  return (
    <Routes>
      {/* The console has a frame of its own, not the shop's header with a shopper's cart. */}
      {locale === 'en' && (
        <Route
          path={staffPaths.console}
          element={
            <RouteErrorBoundary>
              <Suspense fallback={<Spinner label={ROUTE_LOADING_LABEL} page />}>
                <screens.staff.Component />
              </Suspense>
            </RouteErrorBoundary>
          }
        />
      )}
      <Route element={<Layout />}>
        {open.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path={paths.notFound} element={<NotFoundScreen />} />
        <Route element={<RequireAuth />}>
          {loggedIn.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </Route>
        {extraRoutes}
        <Route path="*" element={<Navigate to={paths.notFound} replace />} />
      </Route>
    </Routes>
  );
}

import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useStaffSessionRecord } from '@/features/staff';
import { staffPaths } from '@/shared/paths';
import { RequireOwner, StaffLayout } from './staff/staff-layout';
import {
  StaffAccountScreen,
  StaffAuditScreen,
  StaffFailedEmailsScreen,
  StaffLoginScreen,
  StaffNewProductScreen,
  StaffOrderScreen,
  StaffOrdersScreen,
  StaffProductScreen,
  StaffProductsScreen,
  StaffReportsScreen,
  StaffReturnsScreen,
  StaffStockScreen,
  StaffTeamScreen,
} from './staff/staff-screens';
import { StaffComplaintsScreen } from './staff/complaints-screen';
import { StaffPrintScreen } from './staff/print-screen';
import { StaffHomeScreen } from './staff/dashboard-screen';
import './staff/staff.css';
import './staff/console-tools.css';

/** A console path as its own <Routes> (under /staff/*) match it: relative to /staff. */
const inConsole = (path: string) => path.slice(`${staffPaths.home}/`.length);

type ScreenTable = readonly (readonly [string, ComponentType])[];

/** What every member runs: orders, returns and stock, and the catalogue to read. */
const memberScreens: ScreenTable = [
  [staffPaths.orders, StaffOrdersScreen],
  [staffPaths.order, StaffOrderScreen],
  [staffPaths.print, StaffPrintScreen],
  [staffPaths.products, StaffProductsScreen],
  [staffPaths.stock, StaffStockScreen],
  [staffPaths.complaints, StaffComplaintsScreen],
  [staffPaths.returns, StaffReturnsScreen],
  [staffPaths.account, StaffAccountScreen],
  [staffPaths.failedEmails, StaffFailedEmailsScreen],
];

/** What only owners run: products and prices, staff accounts, the audit log, the money reports. */
const ownerScreens: ScreenTable = [
  [staffPaths.newProduct, StaffNewProductScreen],
  [staffPaths.product, StaffProductScreen],
  [staffPaths.team, StaffTeamScreen],
  [staffPaths.audit, StaffAuditScreen],
  [staffPaths.reports, StaffReportsScreen],
];

const routesOf = (screens: ScreenTable) =>
  screens.map(([path, Screen]) => <Route key={path} path={inConsole(path)} element={<Screen />} />);

/**
 * /staff/*: the staff console (issue 29), one chunk a shopper's pages never load. Its session is
 * its own (features/staff), kept apart from the shopper's.
 */
export function StaffConsole() {
  useStaffSessionRecord();
  const toOrders = <Navigate to={staffPaths.orders} replace />;
  return (
    <Routes>
      <Route path={inConsole(staffPaths.login)} element={<StaffLoginScreen />} />
      <Route element={<StaffLayout />}>
        {routesOf(memberScreens)}
        <Route element={<RequireOwner />}>{routesOf(ownerScreens)}</Route>
        <Route index element={<StaffHomeScreen />} />
        <Route path="*" element={toOrders} />
      </Route>
    </Routes>
  );
}

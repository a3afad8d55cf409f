import { Navigate, Route, Routes } from 'react-router-dom';
import { useStaffSessionRecord } from '@/features/staff';
import { staffPaths } from '@/shared/paths';
import { RequireOwner, StaffLayout } from './staff-layout';
import {
  StaffAuditScreen,
  StaffLoginScreen,
  StaffNewProductScreen,
  StaffOrderScreen,
  StaffOrdersScreen,
  StaffProductScreen,
  StaffProductsScreen,
  StaffStockScreen,
  StaffTeamScreen,
} from './staff-screens';
import './staff.css';

/** A console path as its own <Routes> (under /staff/*) match it: relative to /staff. */
const inConsole = (path: string) => path.slice(`${staffPaths.home}/`.length);

/**
 * /staff/*: the staff console (issue 29), one chunk a shopper's pages never load. Its session is
 * its own (features/staff), kept apart from the shopper's.
 */
export function StaffConsole() {
  useStaffSessionRecord();
  return (
    <Routes>
      <Route path={inConsole(staffPaths.login)} element={<StaffLoginScreen />} />
      <Route element={<StaffLayout />}>
        <Route path={inConsole(staffPaths.orders)} element={<StaffOrdersScreen />} />
        <Route path={inConsole(staffPaths.order)} element={<StaffOrderScreen />} />
        <Route path={inConsole(staffPaths.products)} element={<StaffProductsScreen />} />
        <Route path={inConsole(staffPaths.stock)} element={<StaffStockScreen />} />
        <Route element={<RequireOwner />}>
          <Route path={inConsole(staffPaths.newProduct)} element={<StaffNewProductScreen />} />
          <Route path={inConsole(staffPaths.product)} element={<StaffProductScreen />} />
          <Route path={inConsole(staffPaths.team)} element={<StaffTeamScreen />} />
          <Route path={inConsole(staffPaths.audit)} element={<StaffAuditScreen />} />
        </Route>
        <Route index element={<Navigate to={staffPaths.orders} replace />} />
        <Route path="*" element={<Navigate to={staffPaths.orders} replace />} />
      </Route>
    </Routes>
  );
}

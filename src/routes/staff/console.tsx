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

/**
 * /staff/*: the staff console (issue 29), one chunk a shopper's pages never load. Its session is
 * its own (features/staff), kept apart from the shopper's.
 */
export function StaffConsole() {
  useStaffSessionRecord();
  return (
    <Routes>
      <Route path={staffPaths.login} element={<StaffLoginScreen />} />
      <Route element={<StaffLayout />}>
        <Route path={staffPaths.orders} element={<StaffOrdersScreen />} />
        <Route path={staffPaths.order} element={<StaffOrderScreen />} />
        <Route path={staffPaths.products} element={<StaffProductsScreen />} />
        <Route path={staffPaths.newProduct} element={<StaffNewProductScreen />} />
        <Route path={staffPaths.product} element={<StaffProductScreen />} />
        <Route path={staffPaths.stock} element={<StaffStockScreen />} />
        <Route element={<RequireOwner />}>
          <Route path={staffPaths.team} element={<StaffTeamScreen />} />
          <Route path={staffPaths.audit} element={<StaffAuditScreen />} />
        </Route>
        <Route path="*" element={<Navigate to={staffPaths.orders} replace />} />
      </Route>
    </Routes>
  );
}

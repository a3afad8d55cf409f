import { Link, NavLink, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useStaffLogout, useStaffMember } from '@/features/staff';
import { SHOP_NAME } from '@/shared/constants';
import { staffPaths } from '@/shared/paths';

/** Where the console's sign-in sends the member back to. */
export interface StaffLoginState {
  from?: string;
}

/** The console's frame for a signed-in member; without a session (never, or ended): to its sign-in. */
export function StaffLayout() {
  const member = useStaffMember();
  const logout = useStaffLogout();
  const location = useLocation();
  if (!member) {
    const state: StaffLoginState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={staffPaths.login} replace state={state} />;
  }
  const owner = member.role === 'owner';
  return (
    <div className="staff">
      <a className="skip-link" href="#staff-main">
        Skip to content
      </a>
      <header className="staff__header">
        <Link to={staffPaths.orders} className="staff__brand">
          {SHOP_NAME} console
        </Link>
        <nav aria-label="Console" className="staff__nav">
          <NavLink to={staffPaths.home} end>
            Home
          </NavLink>
          <NavLink to={staffPaths.orders}>Orders</NavLink>
          <NavLink to={staffPaths.returns}>Returns</NavLink>
          <NavLink to={staffPaths.products}>Catalogue</NavLink>
          <NavLink to={staffPaths.stock}>Stock</NavLink>
          <NavLink to={staffPaths.complaints}>Complaints</NavLink>
          <NavLink to={staffPaths.failedEmails}>Failed emails</NavLink>
          {owner && <NavLink to={staffPaths.team}>Team</NavLink>}
          {owner && <NavLink to={staffPaths.audit}>Audit log</NavLink>}
          {owner && <NavLink to={staffPaths.reports}>Reports</NavLink>}
        </nav>
        <div className="staff__who">
          <span>
            {member.email} ({member.role})
          </span>
          <NavLink to={staffPaths.account}>Account</NavLink>
          <button type="button" className="btn btn--ghost" onClick={logout}>
            Log out
          </button>
        </div>
      </header>
      <main id="staff-main" className="staff__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

/** Owner-only screens (the team, the audit log, product edits): a staff-role member never sees them, nor their links. */
export function RequireOwner() {
  const member = useStaffMember();
  return member?.role === 'owner' ? <Outlet /> : <Navigate to={staffPaths.orders} replace />;
}

import type { ReactNode } from 'react';
import { Navigate, NavLink, Route, Routes, useMatch } from 'react-router-dom';
import { BillingPage } from './pages/BillingPage';
import { OrganizationCreatePage } from './pages/OrganizationCreatePage';
import { OrganizationEditPage } from './pages/OrganizationEditPage';
import { OrganizationListPage } from './pages/OrganizationListPage';
import { OrganizationViewPage } from './pages/OrganizationViewPage';
import { organizationPaths } from './organizationPaths';
import './organizationArea.css';
import '@/components/layout/areaNav.css';

/** The area's own navigation: the list, Add, and the entries of the organization in view. */
function AreaNavigation() {
  const nested = useMatch('/organization/:section/:id/*');
  const match = nested ?? null;
  const id = match?.params.section !== 'add' ? match?.params.id : undefined;
  const nid = id && /^\d+$/.test(id) ? id : null;
  return (
    <nav aria-label="Organization area" className="mb-area-nav">
      <NavLink to={organizationPaths.list} end>
        Organizations
      </NavLink>
      <NavLink to={organizationPaths.add}>Add</NavLink>
      {nid ? (
        <>
          <NavLink to={organizationPaths.viewProfile(nid)}>View Profile</NavLink>
          <NavLink to={organizationPaths.editInPlace(nid)}>Edit Profile</NavLink>
          <NavLink to={organizationPaths.billing(nid)}>Edit Billing Details</NavLink>
          <NavLink to={organizationPaths.settings(nid)}>Settings</NavLink>
        </>
      ) : null}
    </nav>
  );
}

const back = { backTo: organizationPaths.list, backLabel: 'Back to organizations' };

/**
 * The area's frame: its navigation beside the page. Spec 02 §2 gives every organization page the
 * drawer, the settings page (another feature's, routed on its own) included.
 */
export function OrganizationAreaFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mb-org-area">
      <AreaNavigation />
      {children}
    </div>
  );
}

/** `/organization/*` (spec 02 §2 "Organization area"); any other path goes to the list. */
export function OrganizationArea() {
  return (
    <OrganizationAreaFrame>
      <Routes>
        <Route path="all" element={<OrganizationListPage />} />
        <Route path="add" element={<OrganizationCreatePage />} />
        <Route path="all/:id" element={<OrganizationViewPage {...back} />} />
        <Route path="all/:id/edit" element={<OrganizationEditPage stay={false} />} />
        <Route path="view_profile/:id" element={<OrganizationViewPage {...back} />} />
        <Route path="edit/:id" element={<OrganizationEditPage stay />} />
        <Route path="billing/:id" element={<BillingPage />} />
        <Route path="*" element={<Navigate to={organizationPaths.list} replace />} />
      </Routes>
    </OrganizationAreaFrame>
  );
}

import { Spin } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useReferenceData } from '@/api/referenceApi';
import { useAppSelector } from '@/app/hooks';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { homePathFor, paths } from '@/app/paths';
import { selectRole } from '@/session/authSlice';
import { useOrganizationSelection } from '@/session/organizationSelection/useOrganizationSelection';
import { selectActiveOrganization } from '@/session/activeOrganizationSlice';
import { SideNav } from './components/SideNav';
import { TopBar } from './components/TopBar';
import { UnconfirmedEmailNotice } from './components/UnconfirmedEmailNotice';
import { useAccountSummary } from './useAccountSummary';
import { useIsNarrow } from '@/components/layout/useIsNarrow';
import { useRouteFocus } from './useRouteFocus';
import './shell.css';

const NavDrawer = lazy(() =>
  import(/* webpackChunkName: "nav-drawer" */ './components/NavDrawer').then((m) => ({
    default: m.NavDrawer,
  })),
);

function PageLoading() {
  return (
    <div role="status" aria-label="Loading" className="mb-shell__loading">
      <Spin size="large" />
    </div>
  );
}

/**
 * The signed-in shell (spec 01 §2 "Shell"): skip link, fixed top bar, the role's side
 * navigation (a drawer under 960 px) and the page in the main region. Reference data starts
 * loading here, once, for every select of the signed-in app.
 */
export function ShellLayout() {
  const role = useAppSelector(selectRole);
  const organization = useAppSelector(selectActiveOrganization);
  const account = useAccountSummary();
  const narrow = useIsNarrow();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  useReferenceData();
  useRouteFocus(main);
  const organizations = useOrganizationSelection();
  const organizationTitle =
    organizations.data?.find((o) => o.uuid === organization?.organization)?.title ?? null;

  useEffect(() => {
    if (!narrow) setDrawerOpen(false);
  }, [narrow]);

  if (!role) return <Navigate to={paths.login} replace />;
  const closeDrawer = () => setDrawerOpen(false);
  return (
    <div className={narrow ? 'mb-shell mb-shell--narrow' : 'mb-shell'}>
      <a
        href="#main-content"
        className="mb-skip-link"
        onClick={(event) => {
          // Focus the main region without adding a fragment to the router's URL.
          event.preventDefault();
          main.current?.focus();
        }}
      >
        Skip to main content
      </a>
      <TopBar
        homePath={homePathFor(role)}
        organization={organization}
        account={account}
        needsOrganization={role === 'employer' && !organization}
        showOrganizations={role === 'employer'}
        organizationTitle={organizationTitle}
        narrow={narrow}
        drawerOpen={drawerOpen}
        onOpenDrawer={() => setDrawerOpen(true)}
      />
      {narrow ? (
        <Suspense fallback={null}>
          <NavDrawer role={role} open={drawerOpen} onClose={closeDrawer} />
        </Suspense>
      ) : (
        <aside className="mb-shell__sider">
          <SideNav role={role} />
        </aside>
      )}
      <main id="main-content" ref={main} tabIndex={-1} className="mb-shell__main">
        <UnconfirmedEmailNotice />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Spec 01 §1: the footer's links on every page, signed-in ones included. */}
      <SiteFooter className="mb-shell__footer" />
    </div>
  );
}

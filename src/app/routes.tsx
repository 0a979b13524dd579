/**
 * The route table. Each area is its own lazy chunk (webpackChunkName groups the visitor pages
 * into one chunk), so visitors never download the wizard or shell code.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Spin } from 'antd';
import type { Role } from '@/session/authSlice';
import {
  RequireActiveOrganization,
  RequireAuth,
  RequireRegistered,
  RequireRole,
  RequireUserId,
  VisitorOnly,
} from './guards';
import { paths } from './paths';
import { RouteError } from './RouteError';

const LoginPage = lazy(() =>
  import(/* webpackChunkName: "visitor" */ '@/features/auth/pages/LoginPage').then((m) => ({
    default: m.LoginPage,
  })),
);
const SignUpPage = lazy(() =>
  import(/* webpackChunkName: "visitor" */ '@/features/auth/pages/SignUpPage').then((m) => ({
    default: m.SignUpPage,
  })),
);
const ForgottenPasswordPage = lazy(() =>
  import(/* webpackChunkName: "visitor" */ '@/features/auth/pages/ForgottenPasswordPage').then(
    (m) => ({ default: m.ForgottenPasswordPage }),
  ),
);
const ResetPasswordPage = lazy(() =>
  import(/* webpackChunkName: "visitor" */ '@/features/auth/pages/ResetPasswordPage').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const EmailConfirmPage = lazy(() =>
  import(/* webpackChunkName: "visitor" */ '@/features/auth/pages/EmailConfirmPage').then((m) => ({
    default: m.EmailConfirmPage,
  })),
);
const LogoutPage = lazy(() =>
  import(/* webpackChunkName: "visitor" */ '@/features/auth/pages/LogoutPage').then((m) => ({
    default: m.LogoutPage,
  })),
);
const CandidateWizardPage = lazy(() =>
  import(/* webpackChunkName: "wizard" */ '@/features/profile/pages/ProfileWizardPage').then(
    (m) => ({ default: m.CandidateWizardPage }),
  ),
);
const EmployerWizardPage = lazy(() =>
  import(/* webpackChunkName: "wizard" */ '@/features/profile/pages/ProfileWizardPage').then(
    (m) => ({ default: m.EmployerWizardPage }),
  ),
);
const ProfileStepPage = lazy(() =>
  import(/* webpackChunkName: "profile" */ '@/features/profile/pages/ProfileStepPage').then(
    (m) => ({ default: m.ProfileStepPage }),
  ),
);
const ProfileViewPage = lazy(() =>
  import(/* webpackChunkName: "profile-view" */ '@/features/profile/pages/ProfileViewPage').then(
    (m) => ({ default: m.ProfileViewPage }),
  ),
);
const ChangePasswordPage = lazy(() =>
  import(/* webpackChunkName: "profile" */ '@/features/profile/pages/ChangePasswordPage').then(
    (m) => ({ default: m.ChangePasswordPage }),
  ),
);
const YourDataPage = lazy(() =>
  import(/* webpackChunkName: "profile" */ '@/features/profile/pages/YourDataPage').then((m) => ({
    default: m.YourDataPage,
  })),
);
const IntroductionsPage = lazy(() =>
  import(/* webpackChunkName: "introductions" */ '@/features/introductions/IntroductionsPage').then(
    (m) => ({ default: m.IntroductionsPage }),
  ),
);
const SavedSearchesPage = lazy(() =>
  import(/* webpackChunkName: "alerts" */ '@/features/alerts/SavedSearchesPage').then((m) => ({
    default: m.SavedSearchesPage,
  })),
);
const UnsubscribePage = lazy(() =>
  import(/* webpackChunkName: "alerts" */ '@/features/alerts/UnsubscribePage').then((m) => ({
    default: m.UnsubscribePage,
  })),
);
const ShellLayout = lazy(() =>
  import(/* webpackChunkName: "shell" */ '@/features/shell/ShellLayout').then((m) => ({
    default: m.ShellLayout,
  })),
);
const DashboardPage = lazy(() =>
  import(/* webpackChunkName: "dashboard" */ '@/features/jobs/dashboard/DashboardPage').then(
    (m) => ({
      default: m.DashboardPage,
    }),
  ),
);
const JobsArea = lazy(() =>
  import(/* webpackChunkName: "jobs" */ '@/app/pages/JobsAreaRoute').then((m) => ({
    default: m.JobsAreaRoute,
  })),
);
const OrganizationArea = lazy(() =>
  import(/* webpackChunkName: "organization" */ '@/features/organizations/OrganizationArea').then(
    (m) => ({ default: m.OrganizationArea }),
  ),
);
const CandidatesArea = lazy(() =>
  import(/* webpackChunkName: "candidates" */ '@/features/candidates/CandidatesArea').then((m) => ({
    default: m.CandidatesArea,
  })),
);
const GreenhouseSettingsPage = lazy(() =>
  import(
    /* webpackChunkName: "settings" */ '@/features/settings/pages/GreenhouseSettingsPage'
  ).then((m) => ({ default: m.GreenhouseSettingsPage })),
);
const OrganizationAreaFrame = lazy(() =>
  import(/* webpackChunkName: "organization" */ '@/features/organizations/OrganizationArea').then(
    (m) => ({ default: m.OrganizationAreaFrame }),
  ),
);
const OrganizationSettingsPage = lazy(() =>
  import(
    /* webpackChunkName: "settings" */ '@/features/settings/pages/OrganizationSettingsPage'
  ).then((m) => ({ default: m.OrganizationSettingsPage })),
);
const JobSearchPage = lazy(() =>
  import(/* webpackChunkName: "job-search" */ '@/app/pages/JobSearchRoute').then((m) => ({
    default: m.JobSearchRoute,
  })),
);
const OrganizationsBrowsePage = lazy(() =>
  import(
    /* webpackChunkName: "organizations" */ '@/features/organizations/pages/OrganizationsBrowsePage'
  ).then((m) => ({ default: m.OrganizationsBrowsePage })),
);
const OrganizationViewPage = lazy(() =>
  import(
    /* webpackChunkName: "organizations" */ '@/features/organizations/pages/OrganizationViewPage'
  ).then((m) => ({ default: m.OrganizationViewPage })),
);

const OrganizationInvitationPage = lazy(() =>
  import(
    /* webpackChunkName: "organization-invitation" */ '@/features/organizations/invitations/OrganizationInvitationPage'
  ).then((m) => ({ default: m.OrganizationInvitationPage })),
);
const OrganizationAccessPage = lazy(() =>
  import(
    /* webpackChunkName: "candidate-access" */ '@/features/candidates/access/OrganizationAccessPage'
  ).then((m) => ({ default: m.OrganizationAccessPage })),
);

const PrivacyPage = lazy(() =>
  import(/* webpackChunkName: "legal" */ '@/features/legal/PrivacyPage').then((m) => ({
    default: m.PrivacyPage,
  })),
);
const TermsPage = lazy(() =>
  import(/* webpackChunkName: "legal" */ '@/features/legal/TermsPage').then((m) => ({
    default: m.TermsPage,
  })),
);

const PublicJobPage = lazy(() =>
  import(/* webpackChunkName: "public-job" */ '@/features/jobs/search/PublicJobPage').then((m) => ({
    default: m.PublicJobPage,
  })),
);

function Loading() {
  return (
    <div
      role="status"
      aria-label="Loading"
      style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}
    >
      <Spin size="large" />
    </div>
  );
}

const page = (element: ReactNode): ReactNode => (
  <Suspense fallback={<Loading />}>{element}</Suspense>
);

type ShellRoute = { path: string; element: ReactNode };

/** Routes of one role; the other role is sent to its own default (spec 01 §2, §6). */
const onlyFor =
  (role: Role) =>
  (list: ShellRoute[]): ShellRoute[] =>
    list.map(({ path, element }) => ({
      path,
      element: <RequireRole role={role}>{element}</RequireRole>,
    }));
const employerOnly = onlyFor('employer');
const candidateOnly = onlyFor('candidate');

/** Spec 01 §6: the job and candidate areas need an active organization. */
const withActiveOrganization = ({ path, element }: ShellRoute): ShellRoute => ({
  path,
  element: <RequireActiveOrganization>{element}</RequireActiveOrganization>,
});

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        path: paths.login,
        element: page(
          <VisitorOnly>
            <LoginPage />
          </VisitorOnly>,
        ),
      },
      {
        path: paths.loginAlias,
        element: page(
          <VisitorOnly>
            <LoginPage />
          </VisitorOnly>,
        ),
      },
      {
        path: paths.signUp,
        element: page(
          <VisitorOnly>
            <SignUpPage />
          </VisitorOnly>,
        ),
      },
      { path: paths.forgottenPassword, element: page(<ForgottenPasswordPage />) },
      { path: paths.resetPassword, element: page(<ResetPasswordPage />) },
      { path: paths.emailConfirm, element: page(<EmailConfirmPage />) },
      { path: paths.candidateAccess, element: page(<OrganizationAccessPage />) },
      { path: paths.organizationInvitation, element: page(<OrganizationInvitationPage />) },
      { path: paths.jobAlertUnsubscribe, element: page(<UnsubscribePage />) },
      { path: paths.logout, element: page(<LogoutPage />) },
      { path: paths.privacy, element: page(<PrivacyPage />) },
      { path: paths.terms, element: page(<TermsPage />) },
      // A job as anyone may read it, for job search engines (JobPosting JSON-LD).
      { path: paths.publicJob, element: page(<PublicJobPage />) },
      {
        path: paths.candidateWizard,
        element: page(
          <RequireUserId>
            <CandidateWizardPage />
          </RequireUserId>,
        ),
      },
      {
        path: paths.employerWizard,
        element: page(
          <RequireUserId>
            <EmployerWizardPage />
          </RequireUserId>,
        ),
      },
      {
        // The signed-in shell (spec 01 §2): top bar, side navigation and the page of each area.
        element: page(
          <RequireAuth>
            <RequireRegistered>
              <ShellLayout />
            </RequireRegistered>
          </RequireAuth>,
        ),
        children: [
          ...employerOnly([
            { path: paths.dashboard, element: <DashboardPage /> },
            // Spec 02 §2: every other dashboard path shows the overview.
            { path: '/dashboard/*', element: <Navigate to={paths.dashboard} replace /> },
            { path: '/dashboard', element: <Navigate to={paths.dashboard} replace /> },
            { path: `${paths.organization}/*`, element: <OrganizationArea /> },
            {
              path: '/organization/settings/:id',
              element: (
                <OrganizationAreaFrame>
                  <OrganizationSettingsPage />
                </OrganizationAreaFrame>
              ),
            },
            { path: paths.settings, element: <Navigate to={paths.settingsGreenhouse} replace /> },
            { path: paths.settingsGreenhouse, element: <GreenhouseSettingsPage /> },
            {
              path: `${paths.settings}/*`,
              element: <Navigate to={paths.settingsGreenhouse} replace />,
            },
          ]),
          ...employerOnly(
            [
              { path: `${paths.job}/*`, element: <JobsArea /> },
              { path: `${paths.candidates}/*`, element: <CandidatesArea /> },
            ].map(withActiveOrganization),
          ),
          ...candidateOnly([
            { path: paths.jobs, element: <JobSearchPage /> },
            { path: paths.jobDetail, element: <JobSearchPage /> },
            { path: paths.organizations, element: <OrganizationsBrowsePage /> },
            {
              path: paths.organizationDetail,
              element: (
                <OrganizationViewPage
                  backTo={paths.organizations}
                  backLabel="Back to organizations"
                  showJobs
                />
              ),
            },
            { path: paths.introductions, element: <IntroductionsPage /> },
            { path: paths.savedSearches, element: <SavedSearchesPage /> },
            {
              path: paths.profileConnections,
              element: <Navigate to={paths.introductions} replace />,
            },
          ]),
          // The profile pages of both roles (spec 01 §2 "Edit mode").
          { path: paths.profile, element: <Navigate to={paths.profileEdit} replace /> },
          { path: paths.profileView, element: <ProfileViewPage /> },
          { path: '/profile/step/:id', element: <ProfileStepPage /> },
          { path: paths.profilePassword, element: <ChangePasswordPage /> },
          { path: paths.profileData, element: <YourDataPage /> },
          { path: paths.userEdit, element: <Navigate to={paths.profileEdit} replace /> },
          { path: paths.password, element: <Navigate to={paths.profilePassword} replace /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.login} replace /> },
    ],
  },
];

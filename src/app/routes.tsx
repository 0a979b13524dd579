/**
 * The route table. Each area is its own lazy chunk (webpackChunkName groups the visitor pages
 * into one chunk), so visitors never download the wizard or shell code.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Spin } from 'antd';
import { RequireRole, RequireUserId, VisitorOnly } from './guards';
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
const SignedInHomePage = lazy(() =>
  import(/* webpackChunkName: "shell" */ '@/features/shell/pages/SignedInHomePage').then((m) => ({
    default: m.SignedInHomePage,
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
      { path: paths.logout, element: page(<LogoutPage />) },
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
        path: paths.jobs,
        element: page(
          <RequireRole role="candidate">
            <SignedInHomePage />
          </RequireRole>,
        ),
      },
      {
        path: paths.dashboard,
        element: page(
          <RequireRole role="employer">
            <SignedInHomePage />
          </RequireRole>,
        ),
      },
      { path: '*', element: <Navigate to={paths.login} replace /> },
    ],
  },
];

/** Every route of the SPA in one place (spec 01 §2). */
import { CANDIDATE_ACCESS_PAGE, JOB_POSTING_PAGE } from '@contract/pages';
import type { Role } from '@/session/authSlice';

export const paths = {
  login: '/',
  loginAlias: '/login',
  signUp: '/sign-up',
  forgottenPassword: '/forgotten-password',
  resetPassword: '/user/reset/:hash',
  emailConfirm: '/email-confirm/:hash',
  /** The link of a candidate's introduction mail (spec 01 §2). */
  candidateAccess: CANDIDATE_ACCESS_PAGE,
  /** The link of an invitation to manage an organization or to take it over. */
  organizationInvitation: '/organization-invitation/:secret',
  logout: '/logout',
  /** The footer's legal pages (spec 01 §1), for visitors and signed-in users alike. */
  privacy: '/privacy',
  terms: '/terms',
  candidateWizard: '/sign-up-candidate',
  employerWizard: '/sign-up-employer',
  /** Candidate shell default (spec 01 §2): Job Search. */
  jobs: '/jobs',
  jobDetail: '/jobs/:id',
  /** An active job for anyone, signed in or not (search engines index it). */
  publicJob: JOB_POSTING_PAGE,
  organizations: '/organizations',
  organizationDetail: '/organizations/:id',
  /** Employer shell default: the only dashboard route (spec 02 §2). */
  dashboard: '/dashboard/overview',
  /** Employer areas (spec 01 §2, spec 02 §2); /job and /candidates need an active organization. */
  job: '/job',
  organization: '/organization',
  candidates: '/candidates',
  settings: '/settings',
  settingsGreenhouse: '/settings/greenhouse',
  /** Both roles. */
  profile: '/profile',
  profileView: '/profile/view',
  profileEdit: '/profile/step/0',
  /** Candidates: the wizard step of her skills (CANDIDATE_WIZARD_STEPS[2]). */
  profileSkills: '/profile/step/2',
  profilePassword: '/profile/password',
  /** Both roles: download her data (and delete the account). */
  profileData: '/profile/data',
  /** Candidates: introduction requests to answer, her connections and her declines. */
  introductions: '/introductions',
  /** Candidates: saved job searches and their email alerts. */
  savedSearches: '/saved-searches',
  /** The unsubscribe link of a job alert mail; works without signing in. */
  jobAlertUnsubscribe: '/job-alerts/unsubscribe/:token',
  /** Where her connections were before they joined the introductions: it leads there. */
  profileConnections: '/profile/connections',
  /** Old addresses: /user/edit opens profile editing, /password the password page. */
  userEdit: '/user/edit',
  password: '/password',
} as const;

/** The wizard a signed-in user without a profile is sent to. */
export function wizardPathFor(role: Role): string {
  return role === 'employer' ? paths.employerWizard : paths.candidateWizard;
}

/** The shell default for a registered user: /jobs for candidates, /dashboard for employers. */
export function homePathFor(role: Role): string {
  return role === 'employer' ? paths.dashboard : paths.jobs;
}

import type { FastifyPluginAsync } from 'fastify';
import { sendCandidateToEmployer } from './candidates/profileView';
import boardRoutes from './candidates/boardRoutes';
import candidates from './candidates/routes';
import connections from './candidates/connectionRoutes';
import entryPoint from './accounts/entryPointRoutes';
import introductions from './candidates/introductionRoutes';
import files from './files/routes';
import oauth from './accounts/oauthRoutes';
import organizationExport from './organizations/exportRoutes';
import organizations from './organizations/routes';
import greenhouse from './greenhouse/routes';
import health from './ops/healthRoutes';
import insights from './insights/routes';
import jobs from './jobs/routes';
import jobLists from './jobs/listRoutes';
import matching from './matching/routes';
import sharedAccess from './organizations/sharedAccessRoutes';
import invitations from './organizations/invitationRoutes';
import passwordReset from './accounts/passwordResetRoutes';
import places from './places/routes';
import privacy from './privacy/routes';
import savedSearches from './alerts/routes';
import profileRoutes from './profiles/routes';
import reference from './reference/routes';
import registration from './accounts/registrationRoutes';
import roles from './accounts/roleRoutes';
import sitemap from './site/sitemapRoutes';
import spa from './site/spaRoutes';
import users from './accounts/userRoutes';

/**
 * Every route family, one file each. A new family plugs in with one line here (and rows in
 * server/test/authorization.test.ts). The SPA fallback stays last: it answers what no API matches.
 */
/** The profile routes, with the candidates domain answering an employer's read of a candidate. */
const profiles: FastifyPluginAsync = (app) =>
  profileRoutes(app, {
    sendToOrganization: (request, reply) => sendCandidateToEmployer(request, reply, 'full'),
  });

export const routes: FastifyPluginAsync[] = [
  health,
  registration,
  oauth,
  entryPoint,
  users,
  roles,
  passwordReset,
  reference,
  places,
  files,
  profiles,
  organizations,
  organizationExport,
  greenhouse,
  sharedAccess,
  invitations,
  jobs,
  jobLists,
  matching,
  candidates,
  introductions,
  connections,
  boardRoutes,
  insights,
  privacy,
  savedSearches,
  sitemap,
  spa,
];

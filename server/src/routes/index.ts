import type { FastifyPluginAsync } from 'fastify';
import entryPoint from './entryPoint';
import files from './files';
import oauth from './oauth';
import organizationExport from '../organizations/exportRoutes';
import organizations from '../organizations/routes';
import passwordReset from './passwordReset';
import places from './places';
import profiles from './profiles';
import reference from './reference';
import registration from './registration';
import roles from './roles';
import spa from './spa';
import users from './users';

/**
 * Every route family, one file each. A new family plugs in with one line here (and rows in
 * server/test/authorization.test.ts). The SPA fallback stays last: it answers what no API matches.
 */
export const routes: FastifyPluginAsync[] = [
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
  spa,
];

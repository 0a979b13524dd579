import type { FastifyInstance } from 'fastify';
import type { CurrentUserRolesRow } from '@contract/auth';
import { RolesSchema } from '@contract/schemas/accounts';
import { RestFormatQuery } from '@contract/schemas/common';
import { requireUser } from '../auth/guards';
import { routeSchema } from '../http/routeSchema';

/** GET /api/current-user/roles: a REST export of one row with the caller's role ids. */
export default async function roles(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/current-user/roles',
    {
      config: { errorFormat: 'rest', signedIn: true },
      schema: routeSchema('rest', {
        summary: "The caller's role ids, comma-separated",
        tags: ['Accounts'],
        querystring: RestFormatQuery,
        response: { 200: RolesSchema },
      }),
    },
    async (request): Promise<CurrentUserRolesRow[]> => {
      const auth = requireUser(request);
      return [{ roles_target_id: auth.roles.join(', ') }];
    },
  );
}

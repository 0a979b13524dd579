import type { FastifyInstance } from 'fastify';
import type { CurrentUserRolesRow } from '@contract/auth';
import { requireUser } from '../auth/guards';

/** GET /api/current-user/roles: a REST export of one row with the caller's role ids. */
export default async function roles(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/current-user/roles',
    { config: { errorFormat: 'rest' } },
    async (request): Promise<CurrentUserRolesRow[]> => {
      const auth = requireUser(request);
      return [{ roles_target_id: auth.roles.join(', ') }];
    },
  );
}

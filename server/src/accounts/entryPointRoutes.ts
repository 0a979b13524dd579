import type { FastifyInstance } from 'fastify';
import type { EntryPoint } from '@contract/jsonapi';
import { EntryPointSchema } from '@contract/schemas/accounts';
import { routeSchema } from '../http/routeSchema';
import { JSONAPI_MEDIA_TYPE } from '@contract/jsonapi';
import { baseUrl, JSONAPI_MEMBER } from '../jsonapi/document';

/** GET /api: the JSON:API entry point; `meta.links.me` names the signed-in user. */
export default async function entryPoint(app: FastifyInstance): Promise<void> {
  const schema = routeSchema('jsonapi', {
    summary: 'The JSON:API entry point; meta.links.me names the signed-in user',
    tags: ['Accounts'],
    response: { 200: EntryPointSchema },
  });
  app.get('/api', { schema }, async (request, reply) => {
    const base = baseUrl(request);
    const document: EntryPoint = {
      jsonapi: JSONAPI_MEMBER,
      data: [],
      links: {
        self: { href: `${base}/api` },
        'user--user': { href: `${base}/api/user/user` },
      },
    };
    if (request.auth) {
      const { uuid } = request.auth;
      document.meta = {
        links: { me: { href: `${base}/api/user/user/${uuid}`, meta: { id: uuid } } },
      };
    }
    return reply.type(JSONAPI_MEDIA_TYPE).send(document);
  });
}

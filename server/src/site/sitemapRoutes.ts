import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RobotsTxt, SitemapFileParams, SitemapXml } from '@contract/schemas/site';
import { notFound } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { baseUrl } from '../jsonapi/document';
import { robotsTxt, sitemapFile, sitemapFiles, sitemapIndex } from './sitemap';

/** How long a made sitemap is sent again as it is: crawlers read it rarely, anyone may ask often. */
const KEPT_MS = 60_000;
const CACHE = 'public, max-age=600';

/** /robots.txt, /sitemap.xml and, past 50,000 open jobs, the index's /sitemaps/jobs-{n}.xml. */
export default async function sitemapRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;
  const tags = ['Site'];
  // One making of each file at a time, kept a minute: a flood of requests costs one query a minute.
  const kept = new Map<string, { text: Promise<string>; until: number }>();
  const made = (key: string, make: () => Promise<string>): Promise<string> => {
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && hit.until > now) return hit.text;
    for (const [old, entry] of kept) if (entry.until <= now) kept.delete(old);
    const text = make();
    kept.set(key, { text, until: now + KEPT_MS });
    text.catch(() => kept.delete(key));
    return text;
  };
  const today = () => app.deps.now().toISOString().slice(0, 10);
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.header('Cache-Control', CACHE).type('application/xml; charset=utf-8').send(xml);

  app.get(
    '/robots.txt',
    {
      schema: routeSchema('jsonapi', {
        summary: 'robots.txt',
        tags,
        produces: ['text/plain'],
        response: { 200: RobotsTxt },
      }),
    },
    async (request, reply) =>
      reply
        .header('Cache-Control', CACHE)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(baseUrl(request).replace(/\/+$/, ''))),
  );

  app.get(
    '/sitemap.xml',
    {
      schema: routeSchema('jsonapi', {
        summary: 'The sitemap of the open jobs’ pages (an index past 50,000)',
        tags,
        produces: ['application/xml'],
        response: { 200: SitemapXml },
      }),
    },
    async (request, reply) => {
      const origin = baseUrl(request).replace(/\/+$/, '');
      const day = today();
      const xml = await made(`${day} ${origin} index`, async () => {
        const files = await sitemapFiles(db, day);
        return files === 1 ? sitemapFile(db, day, origin, 1) : sitemapIndex(origin, files);
      });
      return sendXml(reply, xml);
    },
  );

  app.get(
    '/sitemaps/:name',
    {
      schema: routeSchema('jsonapi', {
        summary: 'One file of the sitemap index: up to 50,000 open jobs’ pages',
        tags,
        produces: ['application/xml'],
        params: SitemapFileParams,
        response: { 200: SitemapXml },
      }),
    },
    async (request, reply) => {
      const file = Number(/^jobs-(\d+)\.xml$/.exec(request.params.name)?.[1]);
      const origin = baseUrl(request).replace(/\/+$/, '');
      const day = today();
      const xml = await made(`${day} ${origin} ${file}`, async () => {
        if (file > (await sitemapFiles(db, day))) return '';
        return sitemapFile(db, day, origin, file);
      });
      if (!xml) throw notFound('The sitemap has no such file.');
      return sendXml(reply, xml);
    },
  );
}

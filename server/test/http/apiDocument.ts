import type { TestApp } from '../helpers';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The API document the app serves at /api/openapi.json. */
export async function apiDocument(t: TestApp): Promise<{
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
}> {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json: ${response.statusCode}`);
  return response.json();
}

/** An OpenAPI path as fastify registered it: `/a/{id}` → `/a/:id`, `/{*}` → `/*`. */
export function routeUrlOf(path: string): string {
  return path.replace(/\{\*\}/g, '*').replace(/\{([^}]+)\}/g, ':$1');
}

/** Every operation of the document as `METHOD /route/:param`. */
export async function documentedOperations(t: TestApp): Promise<string[]> {
  const document = await apiDocument(t);
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => METHODS.includes(key))
      .map((method) => `${method.toUpperCase()} ${routeUrlOf(path)}`),
  );
}

import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { parseOrganizationNid, requireEmployer, requireMember, requireOwner } from './membership';

/**
 * preValidation hooks of the routes that take a body: the caller's right to the route is checked
 * before the body is, so someone who may not write learns nothing about what the route accepts
 * and gets the 403 (or the 404 of an organization that does not exist) as before the schemas.
 * The handlers check again, under the row lock where it matters.
 */
type Hook = (request: FastifyRequest) => Promise<void>;

const nidOf = (request: FastifyRequest) =>
  parseOrganizationNid(String((request.params as { nid?: unknown }).nid ?? ''));

/** Only employers go on (401 anonymous, 403 candidates). */
export const employerFirst: Hook = async (request) => {
  requireEmployer(request);
};

/** Only members of the organization `:nid` names go on. */
export function memberFirst(db: Db): Hook {
  return async (request) => {
    await requireMember(request, db, nidOf(request));
  };
}

/** Only the owner of the organization `:nid` names goes on. */
export function ownerFirst(db: Db): Hook {
  return async (request) => {
    await requireOwner(request, db, nidOf(request));
  };
}

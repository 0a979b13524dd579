import { OrganizationNidParams } from '@contract/schemas/common';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { GREENHOUSE_TOKEN_WHERE, type GreenhouseIntegration } from '@contract/organizations';
import { ORGANIZATION_TAGS } from '@contract/schemas/organizations';
import {
  GreenhouseIntegrationBody,
  GreenhouseIntegrationList,
  GreenhouseIntegrationSchema,
  IntegrationParams,
} from '@contract/schemas/organizationAccess';
import { EmptyBody } from '@contract/schemas/introductions';
import type { GreenhouseIntegrationRow } from '../db/organizationSchema';
import { ApiError, notFound } from '../http/errors';
import { Empty, routeSchema } from '../http/routeSchema';
import {
  boardConnectedElsewhere,
  countIntegrations,
  deleteIntegration,
  findIntegration,
  insertIntegration,
  listIntegrations,
  updateIntegration,
} from './repository';
import { MAX_INTEGRATIONS, readIntegration } from './rules';
import { emptyBodyErrors } from '../http/validationErrors';
import { memberFirst } from '../organizations/guards';
import { requestSync } from './sync';
import { BoardNotFoundError } from './client';
import { requireMember, requireMemberOfParam } from '../organizations/membership';
import { parseId } from '../http/ids';
import { REST_SIGNED_IN } from '../http/routeConfig';

const DUPLICATE = 'This board token is already connected to the organization.';
const ELSEWHERE =
  'This Greenhouse board is connected to another organization. A board feeds one organization: ask its admins to disconnect it first.';
/** "Sync now" of one board at most once in this many seconds (a sync reads the whole board). */
export const SYNC_COOLDOWN_SECONDS = 60;
/** A sync asked for this long ago and still not done is taken for lost: it may be asked again. */
const LOST_SYNC_SECONDS = 600;

const toWire = (row: GreenhouseIntegrationRow): GreenhouseIntegration => ({
  id: row.id,
  greenhouse_board_token: row.boardToken,
  enabled: row.enabled ? 1 : 0,
  last_synced: row.syncedAt ? row.syncedAt.toISOString() : null,
  sync_state: (row.syncState as GreenhouseIntegration['sync_state']) ?? null,
  sync_message: row.syncMessage,
  next_try: row.syncState === 'retrying' && row.syncRetryAt ? row.syncRetryAt.toISOString() : null,
});

/** The unique index a write ran into, or null when it was another error. */
function uniqueViolation(error: unknown): string | null {
  for (const e of [error, (error as { cause?: unknown } | null)?.cause]) {
    const failure = e as { code?: unknown; constraint?: unknown } | null;
    if (failure?.code === '23505') return String(failure.constraint ?? '');
  }
  return null;
}

/** The refusal of a write that ran into a unique index: another organization's, or its own. */
function duplicateError(error: unknown): ApiError | null {
  const index = uniqueViolation(error);
  if (index === null) return null;
  return index === 'greenhouse_board_once'
    ? new ApiError(409, ELSEWHERE)
    : new ApiError(422, DUPLICATE);
}

/**
 * Greenhouse job boards connected by board token (spec 02 §7 "Integration and access"). Any
 * member manages them; an id of another organization's board is unknown here.
 */
export default async function greenhouseRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db, queue } = app.deps;
  const base = '/api/organization/:nid/greenhouse_integration';

  /**
   * A token Greenhouse does not know is refused at once, with where the right one is found. When
   * Greenhouse cannot be asked (down, slow), the board is connected all the same: its sync
   * retries and its row says how that goes.
   */
  const checkBoard = async (token: string) => {
    try {
      await app.deps.greenhouse.board(token);
    } catch (error) {
      if (error instanceof BoardNotFoundError)
        throw new ApiError(422, `${error.message} ${GREENHOUSE_TOKEN_WHERE}`);
    }
  };

  const itemOf = async (nid: number, raw: string) => {
    const id = parseId(raw);
    const row = id === null ? undefined : await findIntegration(db, nid, id);
    if (!row) throw notFound('The requested integration does not exist.');
    return row;
  };

  app.get(
    base,
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'The Greenhouse boards of an organization (members)',
        tags: ORGANIZATION_TAGS,
        params: OrganizationNidParams,
        response: { 200: GreenhouseIntegrationList },
      }),
    },
    async (request) => {
      const nid = await requireMemberOfParam(request, db, request.params.nid);
      return (await listIntegrations(db, nid)).map(toWire);
    },
  );

  app.post(
    base,
    {
      config: REST_SIGNED_IN,
      preValidation: memberFirst(db),
      schema: routeSchema('rest', {
        summary: 'Connect a Greenhouse board (members)',
        tags: ORGANIZATION_TAGS,
        params: OrganizationNidParams,
        body: GreenhouseIntegrationBody,
        response: { 201: GreenhouseIntegrationSchema },
      }),
    },
    async (request, reply) => {
      const nid = await requireMemberOfParam(request, db, request.params.nid);
      const input = readIntegration(request.body, false);
      await checkBoard(input.boardToken as string);
      try {
        const row = await db.transaction(async (tx) => {
          // The organization row lock makes the cap hold under simultaneous requests.
          await requireMember(request, tx, nid, { lock: true });
          if ((await countIntegrations(tx, nid)) >= MAX_INTEGRATIONS)
            throw new ApiError(
              422,
              `An organization can connect at most ${MAX_INTEGRATIONS} boards.`,
            );
          if (
            input.enabled !== false &&
            (await boardConnectedElsewhere(tx, input.boardToken as string, nid))
          )
            throw new ApiError(409, ELSEWHERE);
          const created = await insertIntegration(
            tx,
            {
              organizationNid: nid,
              boardToken: input.boardToken as string,
              enabled: input.enabled ?? true,
            },
            app.deps.now(),
          );
          // An enabled board's jobs are imported at once (then on the schedule).
          if (!created.enabled) return created;
          await requestSync(queue, tx, created.id, app.deps.now());
          return (await findIntegration(tx, nid, created.id)) ?? created;
        });
        return reply.code(201).send(toWire(row));
      } catch (error) {
        throw duplicateError(error) ?? error;
      }
    },
  );

  app.patch(
    `${base}/:id`,
    {
      config: REST_SIGNED_IN,
      preValidation: memberFirst(db),
      schema: routeSchema('rest', {
        summary: 'Change a Greenhouse board’s token or switch it on or off (members)',
        tags: ORGANIZATION_TAGS,
        params: IntegrationParams,
        body: GreenhouseIntegrationBody,
        response: { 200: GreenhouseIntegrationSchema },
      }),
    },
    async (request) => {
      const nid = await requireMemberOfParam(request, db, request.params.nid);
      const change = readIntegration(request.body, true);
      const row = await itemOf(nid, request.params.id);
      if (change.boardToken !== undefined && change.boardToken !== row.boardToken)
        await checkBoard(change.boardToken);
      try {
        const updated = await db.transaction(async (tx) => {
          const token = change.boardToken ?? row.boardToken;
          const enabled = change.enabled ?? row.enabled;
          if (enabled && (await boardConnectedElsewhere(tx, token, nid)))
            throw new ApiError(409, ELSEWHERE);
          const next = await updateIntegration(tx, row.id, change, app.deps.now());
          // Switched on, or pointed at another board while on: synced at once.
          const turnedOn = next.enabled && (!row.enabled || next.boardToken !== row.boardToken);
          if (!turnedOn) return next;
          await requestSync(queue, tx, next.id, app.deps.now());
          return (await findIntegration(tx, nid, next.id)) ?? next;
        });
        return toWire(updated);
      } catch (error) {
        throw duplicateError(error) ?? error;
      }
    },
  );

  app.post(
    `${base}/:id/sync`,
    {
      config: REST_SIGNED_IN,
      schemaErrorFormatter: emptyBodyErrors,
      schema: routeSchema('rest', {
        summary: 'Sync a Greenhouse board now: its published jobs are imported (members)',
        tags: ORGANIZATION_TAGS,
        params: IntegrationParams,
        body: EmptyBody,
        response: { 202: GreenhouseIntegrationSchema },
      }),
    },
    async (request, reply) => {
      const nid = await requireMemberOfParam(request, db, request.params.nid);
      const { id } = await itemOf(nid, request.params.id);
      const now = app.deps.now();
      const queued = await db.transaction(async (tx) => {
        // The row lock makes the wait hold when the button is pressed many times at once.
        const row = await findIntegration(tx, nid, id, { lock: true });
        if (!row) throw notFound('The requested integration does not exist.');
        if (!row.enabled) throw new ApiError(422, 'Enable the board to sync it.');
        const asked = row.syncRequestedAt
          ? (now.getTime() - row.syncRequestedAt.getTime()) / 1000
          : Infinity;
        // Already on its way: the same answer, no second sync.
        if (
          (row.syncState === 'running' && asked < LOST_SYNC_SECONDS) ||
          (row.syncState === 'retrying' &&
            (row.syncRetryAt?.getTime() ?? 0) + LOST_SYNC_SECONDS * 1000 > now.getTime())
        )
          return row;
        if (asked < SYNC_COOLDOWN_SECONDS) {
          const wait = Math.ceil(SYNC_COOLDOWN_SECONDS - asked);
          void reply.header('Retry-After', String(wait));
          throw new ApiError(
            429,
            `This board was synced moments ago. Sync it again in ${wait} second${wait === 1 ? '' : 's'}.`,
          );
        }
        await requestSync(queue, tx, row.id, now);
        return (await findIntegration(tx, nid, row.id)) ?? row;
      });
      return reply.code(202).send(toWire(queued));
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'Disconnect a Greenhouse board (members)',
        tags: ORGANIZATION_TAGS,
        params: IntegrationParams,
        response: { 204: Empty },
      }),
    },
    async (request, reply) => {
      const nid = await requireMemberOfParam(request, db, request.params.nid);
      const row = await itemOf(nid, request.params.id);
      await deleteIntegration(db, row.id);
      return reply.code(204).send(null);
    },
  );
}

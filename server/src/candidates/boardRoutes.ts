import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import type { ErrorObject } from 'ajv';
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import {
  CANDIDATE_MESSAGES,
  candidateBoardPath,
  disassociatePath,
  type BoardState,
  type CandidateBoard,
} from '@contract/candidates';
import { CandidateBoardParams, OrganizationCandidateParams } from '@contract/schemas/candidates';
import { BoardPatchBody, CandidateBoardSchema, EmptyBody } from '@contract/schemas/introductions';
import { RestMessage } from '@contract/schemas/common';
import { queryRows, type Db } from '../db/connect';
import { DOCUMENT_BODY_LIMIT } from '../http/bodyShape';
import { ApiError, forbidden, notFound } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { validationError, emptyBodyErrors } from '../http/validationErrors';
import { boardCandidates, misplacedCandidates, parseBoard, reconcile } from './board';
import { connectionsOf, removeConnection } from './connectionRepository';
import { candidateRow } from './privacy';
import { requireViewer, type Viewer } from './viewer';
import { candidatesByNid } from './searchRepository';
import { parseId } from '../http/ids';
import { REST_SIGNED_IN } from '../http/routeConfig';

const TAGS = ['Candidates'];

async function storedBoard(db: Db, organizationNid: number): Promise<BoardState | null> {
  const rows = await queryRows<{ board: BoardState | string }>(
    db,
    sql`SELECT board FROM candidate_boards WHERE organization_nid = ${organizationNid}`,
  );
  const board = rows[0]?.board;
  if (board === undefined) return null;
  return typeof board === 'string' ? (JSON.parse(board) as BoardState) : board;
}

async function saveBoard(db: Db, organizationNid: number, board: BoardState, now: Date) {
  await db.execute(sql`INSERT INTO candidate_boards (organization_nid, board, changed)
    VALUES (${organizationNid}, ${JSON.stringify(board)}::jsonb, ${now.toISOString()}::timestamptz)
    ON CONFLICT (organization_nid) DO UPDATE SET board = EXCLUDED.board, changed = EXCLUDED.changed`);
}

/**
 * The candidate board (spec 02 §2, §4, §7): only for organizations with a future
 * candidate-database access date. GET answers the stored arrangement reconciled with the
 * connections, each card a candidate row under the same privacy rules as the search; PATCH
 * stores a well-formed board of this organization's candidates; disassociate ends a connection.
 */
export default async function boardRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;
  const viewers = new WeakMap<FastifyRequest, Viewer>();

  const boardViewer = async (request: FastifyRequest): Promise<Viewer> => {
    const { nid, table } = request.params as { nid: string; table: string };
    if (table !== `dashboard_table_${nid}`) throw notFound('The requested board does not exist.');
    try {
      return await requireViewer(request, db, nid, app.deps.now(), 'full');
    } catch (error) {
      if (error instanceof ApiError && error.message === CANDIDATE_MESSAGES.upgrade)
        throw forbidden(CANDIDATE_MESSAGES.boardNeedsAccess);
      throw error;
    }
  };

  const answer = async (request: FastifyRequest, viewer: Viewer, board: BoardState) => {
    const records = await candidatesByNid(db, boardCandidates(board), viewer, app.deps.now());
    const byNid = new Map(records.map((record) => [record.nid, record]));
    const result: CandidateBoard = {
      columns: {},
      columnsOrder: board.columnsOrder,
      hiddenColumns: board.hiddenColumns,
    };
    for (const id of board.columnsOrder) {
      const column = board.columns[id];
      result.columns[id] = {
        id,
        title: column.title,
        candidates: column.candidates.flatMap((nid) => {
          const record = byNid.get(nid);
          return record ? [candidateRow(request, viewer, record)] : [];
        }),
      };
    }
    return result;
  };

  /**
   * The board's guard runs before validation: only members of an organization with access learn
   * what a board must look like (the 401 of anonymous callers comes earlier still).
   */
  const guard = {
    preValidation: async (request: FastifyRequest) => {
      viewers.set(request, await boardViewer(request));
    },
  };
  const viewerOf = (request: FastifyRequest) => viewers.get(request) as Viewer;

  /**
   * The errors of a board body that is not its JSON string (which parseBoard reads): a board
   * object is described member by member; anything else is not a board, as it always was.
   */
  const boardErrors = (errors: FastifySchemaValidationError[], context: string): Error => {
    if (context !== 'body')
      return validationError(errors as ErrorObject[], context as 'params' | 'querystring');
    const asObject = (errors as ErrorObject[]).filter(
      (error) => !error.schemaPath.startsWith('#/anyOf/0/'),
    );
    if (asObject.some((error) => error.instancePath === '' && error.keyword === 'type'))
      return new ApiError(422, 'The board must be an object.');
    return validationError(asObject, 'body');
  };

  const path = candidateBoardPath(':nid').replace(/dashboard_table_:nid$/, ':table');

  app.get(
    path,
    {
      config: REST_SIGNED_IN,
      ...guard,
      schema: routeSchema('rest', {
        summary: "The organization's candidate board, each card a candidate row",
        tags: TAGS,
        params: CandidateBoardParams,
        response: { 200: CandidateBoardSchema },
      }),
    },
    async (request) => {
      const viewer = viewerOf(request);
      const [stored, connections] = await Promise.all([
        storedBoard(db, viewer.organizationNid),
        connectionsOf(db, viewer.organizationNid),
      ]);
      return answer(request, viewer, reconcile(stored, connections));
    },
  );

  app.patch(
    path,
    {
      config: REST_SIGNED_IN,
      bodyLimit: DOCUMENT_BODY_LIMIT,
      ...guard,
      schemaErrorFormatter: boardErrors,
      schema: routeSchema('rest', {
        summary: 'Save the arrangement of the candidate board',
        tags: TAGS,
        params: CandidateBoardParams,
        body: BoardPatchBody,
        response: { 200: CandidateBoardSchema },
      }),
    },
    async (request) => {
      const viewer = viewerOf(request);
      const parsed = parseBoard(request.body);
      if ('problems' in parsed) throw new ApiError(422, parsed.problems.join(' '));
      const connections = await connectionsOf(db, viewer.organizationNid);
      const statusOf = new Map(connections.map((c) => [c.nid, c.status]));
      const misplaced = misplacedCandidates(parsed.board, statusOf);
      if (misplaced.length > 0)
        throw new ApiError(
          422,
          `Only candidates connected to this organization can be on its board, each in a column that fits their status (${misplaced.slice(0, 5).join(', ')}).`,
        );
      await saveBoard(db, viewer.organizationNid, parsed.board, app.deps.now());
      return answer(request, viewer, reconcile(parsed.board, connections));
    },
  );

  app.patch(
    disassociatePath(':nid', ':candidate'),
    {
      config: REST_SIGNED_IN,
      schemaErrorFormatter: emptyBodyErrors,
      schema: routeSchema('rest', {
        summary: "End a candidate's connection with the organization",
        tags: TAGS,
        params: OrganizationCandidateParams,
        body: EmptyBody,
        response: { 200: RestMessage },
      }),
    },
    async (request) => {
      const viewer = await requireViewer(request, db, request.params.nid, app.deps.now(), 'full');
      if (parseId(request.params.candidate) === null)
        throw notFound(CANDIDATE_MESSAGES.noCandidate);
      const removed = await removeConnection(
        db,
        viewer.organizationNid,
        Number(request.params.candidate),
        app.deps.now(),
      );
      if (!removed) throw notFound('This candidate is not associated with your organization.');
      return { message: 'The candidate was removed from your organization.' };
    },
  );
}

import {
  ACCEPTED,
  COLUMN_ID,
  DEFAULT_COLUMNS,
  DEFAULT_COLUMN_TITLES,
  DEFAULT_HIDDEN_COLUMNS,
  MAX_BOARD_COLUMNS,
  MAX_COLUMN_TITLE,
  REJECTED,
  REQUESTED,
  type BoardState,
  type ConnectionStatus,
} from '@contract/candidates';
import { isObject } from '../http/body';

type Status = Exclude<ConnectionStatus, 'new'>;

/** The column status a candidate must have to sit in column `id`. */
export function statusForColumn(id: string): Status {
  if (id === REQUESTED) return 'requested';
  if (id === REJECTED) return 'rejected';
  return 'connected';
}

/** A board with only the default columns, the default ones hidden. */
export function emptyBoard(): BoardState {
  const columns: BoardState['columns'] = {};
  for (const id of DEFAULT_COLUMNS)
    columns[id] = { id, title: DEFAULT_COLUMN_TITLES[id], candidates: [] };
  return {
    columns,
    columnsOrder: [...DEFAULT_COLUMNS],
    hiddenColumns: [...DEFAULT_HIDDEN_COLUMNS],
  };
}

/**
 * The stored board brought in line with the organization's connections: a card whose status no
 * longer fits its column (disassociated, declined, withdrawn) leaves it; a connection not on the
 * board yet joins the top of its column (accepted for connected candidates); default columns
 * missing from an old board are added.
 */
export function reconcile(
  stored: BoardState | null,
  connections: readonly { nid: number; status: Status }[],
): BoardState {
  const base = stored ?? emptyBoard();
  const board: BoardState = {
    columns: {},
    columnsOrder: [...base.columnsOrder],
    hiddenColumns: [...base.hiddenColumns],
  };
  for (const id of DEFAULT_COLUMNS) {
    if (!base.columns[id]) {
      board.columnsOrder.push(id);
      if (DEFAULT_HIDDEN_COLUMNS.includes(id)) board.hiddenColumns.push(id);
    }
  }
  const statusOf = new Map(connections.map((c) => [c.nid, c.status]));
  const placed = new Set<number>();
  for (const id of board.columnsOrder) {
    const column = base.columns[id] ?? { id, title: DEFAULT_COLUMN_TITLES[id], candidates: [] };
    const fits = column.candidates.filter(
      (nid) => !placed.has(nid) && statusOf.get(nid) === statusForColumn(id),
    );
    fits.forEach((nid) => placed.add(nid));
    board.columns[id] = { id, title: column.title, candidates: fits };
  }
  // Newest connections first: `connections` is ordered by change, latest first.
  const missing = connections.filter((c) => !placed.has(c.nid));
  for (const connection of [...missing].reverse()) {
    const id =
      connection.status === 'requested'
        ? REQUESTED
        : connection.status === 'rejected'
          ? REJECTED
          : ACCEPTED;
    board.columns[id].candidates.unshift(connection.nid);
  }
  return board;
}

/** Every candidate node id on the board. */
export function boardCandidates(board: BoardState): number[] {
  return board.columnsOrder.flatMap((id) => board.columns[id]?.candidates ?? []);
}

/**
 * A candidate node id as a number, or null. Search rows hand ids out as text (`node_id: "37"`),
 * so a client that puts a row's id on the board sends text: both forms are the same id.
 */
const nodeIdOf = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * Reads a board sent by the SPA (a JSON string, or the object itself) and checks that it is well
 * formed: known keys only, unique column ids of the allowed shape, every default column present,
 * an order that names each column once, hidden columns that exist, and each candidate on at most
 * one column. Returns the problems in words, or the board.
 */
export function parseBoard(body: unknown): { board: BoardState } | { problems: string[] } {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return { problems: ['The board is not valid JSON.'] };
    }
  }
  if (!isObject(value)) return { problems: ['The board must be an object.'] };
  const problems: string[] = [];
  for (const key of Object.keys(value))
    if (!['columns', 'columnsOrder', 'hiddenColumns'].includes(key))
      problems.push(`"${key.slice(0, 40)}" is not a part of a board.`);
  const { columns, columnsOrder, hiddenColumns } = value;
  if (!isObject(columns)) return { problems: [...problems, 'columns must be an object.'] };
  if (!Array.isArray(columnsOrder) || !columnsOrder.every((id) => typeof id === 'string'))
    return { problems: [...problems, 'columnsOrder must be a list of column ids.'] };
  if (!Array.isArray(hiddenColumns) || !hiddenColumns.every((id) => typeof id === 'string'))
    return { problems: [...problems, 'hiddenColumns must be a list of column ids.'] };
  const ids = Object.keys(columns);
  if (ids.length > MAX_BOARD_COLUMNS)
    problems.push(`A board has at most ${MAX_BOARD_COLUMNS} columns.`);
  const board: BoardState = {
    columns: {},
    columnsOrder: columnsOrder as string[],
    hiddenColumns: hiddenColumns as string[],
  };
  const seen = new Set<number>();
  const lowerIds = new Set<string>();
  for (const id of ids) {
    const column = columns[id];
    const label = `Column "${id.slice(0, 40)}"`;
    if (!COLUMN_ID.test(id)) {
      problems.push(`${label}: an id uses letters, digits, hyphens and underscores.`);
      continue;
    }
    if (lowerIds.has(id.toLowerCase())) problems.push(`${label} exists twice.`);
    lowerIds.add(id.toLowerCase());
    if (!isObject(column)) {
      problems.push(`${label} must be an object.`);
      continue;
    }
    for (const key of Object.keys(column))
      if (!['id', 'title', 'candidates'].includes(key))
        problems.push(`${label}: "${key.slice(0, 40)}" is not a part of a column.`);
    if (column.id !== id) problems.push(`${label}: its id must equal its key.`);
    const title = typeof column.title === 'string' ? column.title.trim() : '';
    if (title === '' || title.length > MAX_COLUMN_TITLE)
      problems.push(`${label}: a title has 1 to ${MAX_COLUMN_TITLE} characters.`);
    const nodeIds = Array.isArray(column.candidates) ? column.candidates.map(nodeIdOf) : null;
    const candidates = nodeIds?.every((nid) => nid !== null) ? (nodeIds as number[]) : null;
    if (!candidates) {
      problems.push(`${label}: candidates must be a list of candidate node ids.`);
      continue;
    }
    for (const nid of candidates) {
      if (seen.has(nid)) problems.push(`Candidate ${nid} is on the board more than once.`);
      seen.add(nid);
    }
    board.columns[id] = { id, title, candidates };
  }
  for (const id of DEFAULT_COLUMNS)
    if (!ids.includes(id)) problems.push(`The column "${id}" cannot be removed.`);
  const order = new Set(board.columnsOrder);
  if (order.size !== board.columnsOrder.length || order.size !== ids.length)
    problems.push('columnsOrder must name every column exactly once.');
  else if (!board.columnsOrder.every((id) => ids.includes(id)))
    problems.push('columnsOrder names a column that does not exist.');
  if (new Set(board.hiddenColumns).size !== board.hiddenColumns.length)
    problems.push('hiddenColumns names a column twice.');
  if (!board.hiddenColumns.every((id) => ids.includes(id)))
    problems.push('hiddenColumns names a column that does not exist.');
  return problems.length > 0 ? { problems } : { board };
}

/**
 * The cards that may not be where the board puts them: each must be connected to the
 * organization in a status that fits its column (spec 02 §4).
 */
export function misplacedCandidates(
  board: BoardState,
  statusOf: ReadonlyMap<number, Status>,
): number[] {
  return board.columnsOrder.flatMap((id) =>
    board.columns[id].candidates.filter((nid) => statusOf.get(nid) !== statusForColumn(id)),
  );
}

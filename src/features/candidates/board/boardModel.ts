/**
 * Every change an employer can make to the candidate board (spec 02 §4 "Board drag rules",
 * §2 card and column menus, §5 "New column"), as pure functions from one board to the next. A
 * change the rules forbid answers the same board object, so callers can tell nothing happened.
 */
import {
  ACCEPTED,
  ARCHIVED,
  DEFAULT_COLUMNS,
  REJECTED,
  REQUESTED,
  columnIdOf,
  columnTitleOf,
  mayDrop,
  newColumnProblem,
  type BoardState,
  type CandidateBoard,
} from '@contract/candidates';

/** The saved shape of a board the server answered (cards as node ids). */
export function stateOf(board: CandidateBoard): BoardState {
  const columns: BoardState['columns'] = {};
  for (const [id, column] of Object.entries(board.columns))
    columns[id] = {
      id: column.id,
      title: column.title,
      candidates: column.candidates.map((row) => Number(row.node_id)),
    };
  return {
    columns,
    columnsOrder: [...board.columnsOrder],
    hiddenColumns: [...board.hiddenColumns],
  };
}

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * `next`, keeping what it shares with `prev`: the same board when nothing differs, otherwise each
 * unchanged column (and the order, and the hidden columns) as the object it was. The page's columns
 * are memoised, so a saved board that the server answers as it was sent renders nothing again.
 */
export function shareBoard(prev: BoardState | undefined, next: BoardState): BoardState {
  if (!prev) return next;
  const columns: BoardState['columns'] = {};
  let same = Object.keys(prev.columns).length === Object.keys(next.columns).length;
  for (const [id, column] of Object.entries(next.columns)) {
    const was = prev.columns[id];
    const kept =
      was !== undefined &&
      was.id === column.id &&
      was.title === column.title &&
      sameList(was.candidates, column.candidates);
    columns[id] = kept ? was : column;
    if (!kept) same = false;
  }
  const columnsOrder = sameList(prev.columnsOrder, next.columnsOrder)
    ? prev.columnsOrder
    : next.columnsOrder;
  const hiddenColumns = sameList(prev.hiddenColumns, next.hiddenColumns)
    ? prev.hiddenColumns
    : next.hiddenColumns;
  if (same && columnsOrder === prev.columnsOrder && hiddenColumns === prev.hiddenColumns)
    return prev;
  return { columns, columnsOrder, hiddenColumns };
}

/** Spec 02 §4: cards in rejected or requested cannot be dragged and their profile not opened. */
export const isLocked = (columnId: string): boolean =>
  columnId === REJECTED || columnId === REQUESTED;
export const isCustomColumn = (columnId: string): boolean => !DEFAULT_COLUMNS.includes(columnId);

/** The columns shown, in order. */
export const visibleColumns = (board: BoardState): string[] =>
  board.columnsOrder.filter((id) => board.columns[id] && !board.hiddenColumns.includes(id));

function withColumns(board: BoardState, changed: BoardState['columns']): BoardState {
  return { ...board, columns: { ...board.columns, ...changed } };
}

/** Moves a card; refused (same board) where the drag rules forbid the drop. */
export function moveCard(
  board: BoardState,
  from: { columnId: string; index: number },
  to: { columnId: string; index: number },
): BoardState {
  const source = board.columns[from.columnId];
  const target = board.columns[to.columnId];
  if (!source || !target || isLocked(from.columnId) || !mayDrop(from.columnId, to.columnId))
    return board;
  const nid = source.candidates[from.index];
  if (nid === undefined) return board;
  if (from.columnId === to.columnId) {
    if (from.index === to.index) return board;
    const candidates = [...source.candidates];
    candidates.splice(from.index, 1);
    candidates.splice(to.index, 0, nid);
    return withColumns(board, { [source.id]: { ...source, candidates } });
  }
  const left = source.candidates.filter((_, i) => i !== from.index);
  const entered = [...target.candidates];
  entered.splice(Math.min(to.index, entered.length), 0, nid);
  return withColumns(board, {
    [source.id]: { ...source, candidates: left },
    [target.id]: { ...target, candidates: entered },
  });
}

/** The column holding a card. */
export function columnOf(board: BoardState, nid: number): string | null {
  for (const id of board.columnsOrder) if (board.columns[id]?.candidates.includes(nid)) return id;
  return null;
}

/** Card menu 'Move to Top' / 'Move to Bottom' within its column. */
export function moveWithin(board: BoardState, nid: number, where: 'top' | 'bottom'): BoardState {
  const id = columnOf(board, nid);
  if (id === null) return board;
  const column = board.columns[id];
  const rest = column.candidates.filter((candidate) => candidate !== nid);
  const candidates = where === 'top' ? [nid, ...rest] : [...rest, nid];
  return withColumns(board, { [id]: { ...column, candidates } });
}

/** Card menu 'Archive': to the top of archived; not from archived, rejected or requested. */
export function archive(board: BoardState, nid: number): BoardState {
  const id = columnOf(board, nid);
  if (id === null || id === ARCHIVED || isLocked(id) || !board.columns[ARCHIVED]) return board;
  const index = board.columns[id].candidates.indexOf(nid);
  return moveCard(board, { columnId: id, index }, { columnId: ARCHIVED, index: 0 });
}

/** Card menu 'Disassociate': the card leaves the board. */
export function removeCard(board: BoardState, nid: number): BoardState {
  const id = columnOf(board, nid);
  if (id === null) return board;
  const column = board.columns[id];
  return withColumns(board, {
    [id]: { ...column, candidates: column.candidates.filter((candidate) => candidate !== nid) },
  });
}

/** Spec 02 §4-5: a new column, title uppercased, id with underscores; refused when invalid. */
export function addColumn(board: BoardState, title: string): BoardState {
  if (newColumnProblem(title, Object.keys(board.columns)) !== null) return board;
  const id = columnIdOf(title);
  return {
    columns: { ...board.columns, [id]: { id, title: columnTitleOf(title), candidates: [] } },
    columnsOrder: [...board.columnsOrder, id],
    hiddenColumns: board.hiddenColumns.filter((hidden) => hidden !== id),
  };
}

/** Column menu 'Hide' and the column checkboxes. */
export function setHidden(board: BoardState, id: string, hidden: boolean): BoardState {
  if (!board.columns[id] || board.hiddenColumns.includes(id) === hidden) return board;
  return {
    ...board,
    hiddenColumns: hidden
      ? [...board.hiddenColumns, id]
      : board.hiddenColumns.filter((other) => other !== id),
  };
}

/** Column menu 'Delete' (custom columns only): its cards go back to accepted. */
export function deleteColumn(board: BoardState, id: string): BoardState {
  const column = board.columns[id];
  if (!column || !isCustomColumn(id)) return board;
  const { [id]: _deleted, ...columns } = board.columns;
  const accepted = columns[ACCEPTED];
  columns[ACCEPTED] = { ...accepted, candidates: [...accepted.candidates, ...column.candidates] };
  return {
    columns,
    columnsOrder: board.columnsOrder.filter((other) => other !== id),
    hiddenColumns: board.hiddenColumns.filter((other) => other !== id),
  };
}

/**
 * Reorders the shown columns: the column at visible position `from` goes to visible position
 * `to`; hidden columns keep their places between the others.
 */
export function moveColumn(board: BoardState, from: number, to: number): BoardState {
  const shown = visibleColumns(board);
  const id = shown[from];
  if (id === undefined || from === to || to < 0 || to >= shown.length) return board;
  const reordered = [...shown];
  reordered.splice(from, 1);
  reordered.splice(to, 0, id);
  let next = 0;
  const columnsOrder = board.columnsOrder.map((other) =>
    shown.includes(other) ? reordered[next++] : other,
  );
  return { ...board, columnsOrder };
}

/** Whether a value read from storage (or a replayed state) is a usable board. */
export function isBoardState(value: unknown): value is BoardState {
  if (!value || typeof value !== 'object') return false;
  const board = value as BoardState;
  return (
    Array.isArray(board.columnsOrder) &&
    Array.isArray(board.hiddenColumns) &&
    !!board.columns &&
    typeof board.columns === 'object' &&
    board.columnsOrder.every(
      (id) =>
        typeof id === 'string' &&
        !!board.columns[id] &&
        Array.isArray(board.columns[id].candidates) &&
        typeof board.columns[id].title === 'string',
    ) &&
    !!board.columns[ACCEPTED]
  );
}

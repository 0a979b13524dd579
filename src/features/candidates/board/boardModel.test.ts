import { ACCEPTED, ARCHIVED, REJECTED, REQUESTED, type BoardState } from '@contract/candidates';
import { emptyCandidateBoard } from '@/testing/handlers/candidates';
import {
  addColumn,
  archive,
  deleteColumn,
  isBoardState,
  moveCard,
  moveColumn,
  moveWithin,
  removeCard,
  setHidden,
  shareBoard,
  stateOf,
  visibleColumns,
} from './boardModel';

/** A board with cards 1, 2 accepted, 3 requested, 4 rejected, 5 archived. */
function board(): BoardState {
  const state = stateOf(emptyCandidateBoard());
  state.columns[ACCEPTED].candidates = [1, 2];
  state.columns[REQUESTED].candidates = [3];
  state.columns[REJECTED].candidates = [4];
  state.columns[ARCHIVED].candidates = [5];
  return state;
}

const at = (columnId: string, index: number) => ({ columnId, index });

describe('the board drag rules (spec 02 §4)', () => {
  it('moves accepted cards within and across free columns', () => {
    const moved = moveCard(board(), at(ACCEPTED, 0), at(ACCEPTED, 1));
    expect(moved.columns[ACCEPTED].candidates).toEqual([2, 1]);
    const archived = moveCard(board(), at(ACCEPTED, 1), at(ARCHIVED, 0));
    expect(archived.columns[ACCEPTED].candidates).toEqual([1]);
    expect(archived.columns[ARCHIVED].candidates).toEqual([2, 5]);
  });

  it('keeps requested and rejected cards where they are and lets nothing in', () => {
    const start = board();
    expect(moveCard(start, at(REQUESTED, 0), at(ACCEPTED, 0))).toBe(start);
    expect(moveCard(start, at(REJECTED, 0), at(ARCHIVED, 0))).toBe(start);
    expect(moveCard(start, at(ACCEPTED, 0), at(REQUESTED, 0))).toBe(start);
    expect(moveCard(start, at(ACCEPTED, 0), at(REJECTED, 0))).toBe(start);
    expect(moveCard(start, at(ARCHIVED, 0), at(REJECTED, 0))).toBe(start);
    expect(moveCard(start, at(ACCEPTED, 7), at(ARCHIVED, 0))).toBe(start);
  });

  it('archives, moves to top and bottom, and disassociates', () => {
    expect(archive(board(), 2).columns[ARCHIVED].candidates).toEqual([2, 5]);
    const start = board();
    expect(archive(start, 5)).toBe(start);
    expect(archive(start, 3)).toBe(start);
    expect(moveWithin(board(), 2, 'top').columns[ACCEPTED].candidates).toEqual([2, 1]);
    expect(moveWithin(board(), 1, 'bottom').columns[ACCEPTED].candidates).toEqual([2, 1]);
    expect(removeCard(board(), 4).columns[REJECTED].candidates).toEqual([]);
  });
});

describe('columns (spec 02 §4, §5)', () => {
  it('adds a column with an uppercased title and an id with underscores, once', () => {
    const added = addColumn(board(), '  Interview round ');
    expect(added.columns.Interview_round).toEqual({
      id: 'Interview_round',
      title: 'INTERVIEW ROUND',
      candidates: [],
    });
    expect(added.columnsOrder.at(-1)).toBe('Interview_round');
    expect(addColumn(added, 'interview  ROUND')).toBe(added);
    expect(addColumn(added, 'accepted')).toBe(added);
    expect(addColumn(added, '   ')).toBe(added);
  });

  it('deletes only custom columns, and their cards go back to accepted', () => {
    let state = addColumn(board(), 'Offer');
    state = moveCard(state, at(ACCEPTED, 0), at('Offer', 0));
    const deleted = deleteColumn(state, 'Offer');
    expect(deleted.columns.Offer).toBeUndefined();
    expect(deleted.columnsOrder).not.toContain('Offer');
    expect(deleted.columns[ACCEPTED].candidates).toEqual([2, 1]);
    expect(deleteColumn(deleted, ARCHIVED)).toBe(deleted);
  });

  it('hides and shows columns; the order of shown columns changes around hidden ones', () => {
    const start = addColumn(board(), 'Offer');
    expect(visibleColumns(start)).toEqual([REQUESTED, ACCEPTED, 'Offer']);
    const moved = moveColumn(start, 2, 0);
    expect(visibleColumns(moved)).toEqual(['Offer', REQUESTED, ACCEPTED]);
    expect(moved.columnsOrder).toEqual(['Offer', REQUESTED, REJECTED, ARCHIVED, ACCEPTED]);
    const shown = setHidden(moved, ARCHIVED, false);
    expect(visibleColumns(shown)).toContain(ARCHIVED);
    expect(setHidden(shown, ARCHIVED, false)).toBe(shown);
  });

  it('recognises a usable stored board and refuses broken ones', () => {
    expect(isBoardState(board())).toBe(true);
    expect(isBoardState(null)).toBe(false);
    expect(isBoardState({ columns: {}, columnsOrder: ['x'], hiddenColumns: [] })).toBe(false);
    expect(isBoardState({ ...board(), columnsOrder: 'accepted' })).toBe(false);
  });
});

describe('a board answered again (shareBoard)', () => {
  const copy = (state: BoardState): BoardState => JSON.parse(JSON.stringify(state)) as BoardState;

  it('keeps the board it had when the answer is the same board', () => {
    const kept = board();
    expect(shareBoard(kept, copy(kept))).toBe(kept);
    expect(shareBoard(undefined, kept)).toBe(kept);
  });

  it('keeps the columns that did not change and takes the ones that did', () => {
    const kept = addColumn(board(), 'Offer');
    const moved = copy(moveCard(kept, at(ACCEPTED, 0), at('Offer', 0)));
    const shared = shareBoard(kept, moved);
    expect(shared).toEqual(moved);
    expect(shared.columns[REQUESTED]).toBe(kept.columns[REQUESTED]);
    expect(shared.columns[ARCHIVED]).toBe(kept.columns[ARCHIVED]);
    expect(shared.columns[ACCEPTED]).not.toBe(kept.columns[ACCEPTED]);
    expect(shared.columns.Offer.candidates).toEqual([1]);
    expect(shared.columnsOrder).toBe(kept.columnsOrder);
  });

  it('sees a renamed column, a column gone and a column hidden', () => {
    const kept = addColumn(board(), 'Offer');
    const renamed = copy(kept);
    renamed.columns.Offer.title = 'OFFERS';
    expect(shareBoard(kept, renamed).columns.Offer.title).toBe('OFFERS');
    const gone = copy(deleteColumn(kept, 'Offer'));
    expect(shareBoard(kept, gone)).toEqual(gone);
    const hidden = copy(setHidden(kept, ACCEPTED, true));
    const shared = shareBoard(kept, hidden);
    expect(shared.hiddenColumns).toEqual(hidden.hiddenColumns);
    expect(shared.columns[ACCEPTED]).toBe(kept.columns[ACCEPTED]);
  });
});

import { ACCEPTED, type BoardState } from '@contract/candidates';
import { emptyCandidateBoard } from '@/testing/handlers/candidates';
import { moveWithin, stateOf } from './boardModel';
import {
  boardChanged,
  boardLoaded,
  boardReducer,
  boardSaved,
  initialBoardState,
  selectBoard,
  selectBoardUnsaved,
} from './boardSlice';

const ORG = 7;
const copy = (state: BoardState): BoardState => JSON.parse(JSON.stringify(state)) as BoardState;

function accepted(...nids: number[]): BoardState {
  const state = stateOf(emptyCandidateBoard());
  state.columns[ACCEPTED].candidates = nids;
  return state;
}

describe('the board slice', () => {
  it('keeps the board it shows when the server answers the same board again', () => {
    const loaded = boardReducer(
      initialBoardState,
      boardLoaded({ orgNid: ORG, board: accepted(1, 2) }),
    );
    const shown = selectBoard({ board: loaded }, ORG);
    const again = boardReducer(loaded, boardLoaded({ orgNid: ORG, board: copy(shown!) }));
    expect(selectBoard({ board: again }, ORG)).toBe(shown);
  });

  it('keeps the moved board after its save is answered as sent, and marks it saved', () => {
    const loaded = boardReducer(
      initialBoardState,
      boardLoaded({ orgNid: ORG, board: accepted(1, 2) }),
    );
    const moved = moveWithin(selectBoard({ board: loaded }, ORG)!, 2, 'top');
    const changed = boardReducer(loaded, boardChanged({ orgNid: ORG, board: moved }));
    expect(selectBoardUnsaved({ board: changed }, ORG)).toBe(true);
    const saved = boardReducer(
      changed,
      boardSaved({ orgNid: ORG, sent: moved, board: copy(moved) }),
    );
    expect(selectBoardUnsaved({ board: saved }, ORG)).toBe(false);
    expect(selectBoard({ board: saved }, ORG)).toBe(selectBoard({ board: changed }, ORG));
  });

  it('takes what the server changed in its answer', () => {
    const sent = accepted(1, 2);
    const changed = boardReducer(initialBoardState, boardChanged({ orgNid: ORG, board: sent }));
    const answer = accepted(1, 2, 3);
    const saved = boardReducer(changed, boardSaved({ orgNid: ORG, sent, board: answer }));
    const board = selectBoard({ board: saved }, ORG)!;
    expect(board.columns[ACCEPTED].candidates).toEqual([1, 2, 3]);
    expect(board.columnsOrder).toBe(selectBoard({ board: changed }, ORG)!.columnsOrder);
  });
});

/**
 * The candidate board as the employer arranged it (spec 02 §3 "Candidate board"), per
 * organization: columns with their candidates' node ids, the order and the hidden columns. The
 * server keeps the board; this slice holds the last one shown and the changes not yet saved, so a
 * replayed state shows the same board and a change made while the network failed is saved later.
 * Card details (names, skills …) stay in the RTK Query cache and are not persisted.
 */
import { createSlice, isDraft, original, type PayloadAction } from '@reduxjs/toolkit';
import type { BoardState } from '@contract/candidates';
import { shareBoard } from './boardModel';

export interface BoardSliceState {
  /** By organization node id. */
  boards: Record<string, BoardState>;
  /** Organizations whose board changed here and is not saved yet. */
  unsaved: Record<string, true>;
}

export const initialBoardState: BoardSliceState = { boards: {}, unsaved: {} };

const boardSlice = createSlice({
  name: 'board',
  initialState: initialBoardState,
  reducers: {
    /**
     * The server's board; a board with unsaved changes here keeps them (they are sent next)
     * unless `discard` says the server refused them.
     */
    boardLoaded(
      state,
      action: PayloadAction<{ orgNid: number; board: BoardState; discard?: boolean }>,
    ) {
      const key = String(action.payload.orgNid);
      if (action.payload.discard) delete state.unsaved[key];
      if (!state.unsaved[key]) state.boards[key] = shared(state, key, action.payload.board);
    },
    /** The employer changed the board (a move, a column, a menu action). */
    boardChanged(state, action: PayloadAction<{ orgNid: number; board: BoardState }>) {
      const key = String(action.payload.orgNid);
      state.boards[key] = action.payload.board;
      state.unsaved[key] = true;
    },
    /** The server stored `board` (its reconciled answer). */
    boardSaved(
      state,
      action: PayloadAction<{ orgNid: number; sent: BoardState; board: BoardState }>,
    ) {
      const key = String(action.payload.orgNid);
      // Only when nothing changed while the save was under way.
      if (state.boards[key] === undefined || sameBoard(state.boards[key], action.payload.sent)) {
        state.boards[key] = shared(state, key, action.payload.board);
        delete state.unsaved[key];
      }
    },
  },
});

/** The board kept for `key` becomes `board`, sharing what did not change (see `shareBoard`). */
function shared(state: BoardSliceState, key: string, board: BoardState): BoardState {
  const kept = state.boards[key];
  return shareBoard(kept !== undefined && isDraft(kept) ? original(kept) : kept, board);
}

function sameBoard(a: BoardState, b: BoardState): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export const { boardLoaded, boardChanged, boardSaved } = boardSlice.actions;
export const boardReducer = boardSlice.reducer;

type WithBoard = { board: BoardSliceState };
export const selectBoard = (state: WithBoard, orgNid: number): BoardState | undefined =>
  state.board.boards[String(orgNid)];
export const selectBoardUnsaved = (state: WithBoard, orgNid: number): boolean =>
  state.board.unsaved[String(orgNid)] === true;

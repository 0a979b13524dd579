import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardState } from '@contract/candidates';
import { failureStatus } from '@/api/errors';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { boardApi, useGetBoardQuery, useSaveBoardMutation } from './boardApi';
import { isBoardState, stateOf } from './boardModel';
import {
  boardChanged,
  boardLoaded,
  boardSaved,
  selectBoard,
  selectBoardUnsaved,
} from './boardSlice';

/** Waits between save attempts after a failure: 1 s, 2 s, 4 s … up to 30 s. */
export const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * The board of one organization: the server's board, the employer's changes on top (kept in the
 * persisted `board` slice) and their saving. Every change is sent at once (spec 02 §4); a save
 * that fails for the network or the server is sent again with growing pauses and survives a
 * reload, so no move is lost. Spec 02 §8 shows nothing for a failed save. A save the server
 * refuses (4xx: the connections changed meanwhile) gives way to the server's board.
 */
export function useBoard(orgNid: number) {
  const dispatch = useAppDispatch();
  const server = useGetBoardQuery(orgNid);
  const stored = useAppSelector((state) => selectBoard(state, orgNid));
  const unsaved = useAppSelector((state) => selectBoardUnsaved(state, orgNid));
  const [save] = useSaveBoardMutation();
  const [inFlight, setInFlight] = useState(false);
  const [blockedUntil, setBlockedUntil] = useState(0);
  const attempt = useRef(0);

  // The server's board is the truth unless this browser holds changes not saved yet.
  useEffect(() => {
    if (server.data) dispatch(boardLoaded({ orgNid, board: stateOf(server.data) }));
  }, [server.data, orgNid, dispatch]);

  useEffect(() => {
    if (!unsaved || !stored || inFlight) return;
    const wait = blockedUntil - Date.now();
    if (wait > 0) {
      const timer = window.setTimeout(() => setBlockedUntil(0), wait);
      return () => window.clearTimeout(timer);
    }
    const sent = stored;
    setInFlight(true);
    save({ orgNid, board: sent })
      .unwrap()
      .then((answer) => {
        attempt.current = 0;
        dispatch(boardSaved({ orgNid, sent, board: stateOf(answer) }));
      })
      .catch(async (error: unknown) => {
        const status = failureStatus(error);
        if (status !== null && status >= 400 && status < 500) {
          // Refused: the server's board replaces this one.
          attempt.current = 0;
          const request = dispatch(
            boardApi.endpoints.getBoard.initiate(orgNid, { forceRefetch: true }),
          );
          const fresh = await request;
          request.unsubscribe();
          if (fresh.data)
            dispatch(boardLoaded({ orgNid, board: stateOf(fresh.data), discard: true }));
          return;
        }
        setBlockedUntil(Date.now() + retryDelay(attempt.current++));
      })
      .finally(() => setInFlight(false));
    return undefined;
  }, [unsaved, stored, inFlight, blockedUntil, orgNid, save, dispatch]);

  const change = useCallback(
    (next: BoardState, current: BoardState) => {
      if (next !== current) dispatch(boardChanged({ orgNid, board: next }));
    },
    [orgNid, dispatch],
  );

  const board = stored && isBoardState(stored) ? stored : server.data ? stateOf(server.data) : null;
  return { server, board, change, unsaved };
}

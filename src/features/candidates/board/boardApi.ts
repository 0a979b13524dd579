/** The candidate board's calls (spec 02 §7 "Candidates": board, disassociate). */
import {
  candidateBoardPath,
  disassociatePath,
  type BoardState,
  type CandidateBoard,
} from '@contract/candidates';
import { baseApi } from '@/api/baseApi';

const BOARD = (orgNid: number) => ({ type: 'Board' as const, id: orgNid });

export const boardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBoard: build.query<CandidateBoard, number>({
      query: (orgNid) => candidateBoardPath(orgNid).slice(1),
      providesTags: (_result, _error, orgNid) => [BOARD(orgNid)],
    }),
    /** Spec 02 §7: the body is the board as a JSON string. The answer is the stored board. */
    saveBoard: build.mutation<CandidateBoard, { orgNid: number; board: BoardState }>({
      query: ({ orgNid, board }) => ({
        url: candidateBoardPath(orgNid).slice(1),
        method: 'PATCH',
        body: JSON.stringify(JSON.stringify(board)),
      }),
      // The answer replaces the cached board (the cards of new connections come with it).
      async onQueryStarted({ orgNid }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(boardApi.util.upsertQueryData('getBoard', orgNid, data));
        } catch {
          // The page decides what a failed save means.
        }
      },
    }),
    disassociateCandidate: build.mutation<{ message: string }, { orgNid: number; nodeId: number }>({
      query: ({ orgNid, nodeId }) => ({
        url: disassociatePath(orgNid, nodeId).slice(1),
        method: 'PATCH',
      }),
      invalidatesTags: [{ type: 'Candidate', id: 'LIST' }],
    }),
  }),
});

export const { useGetBoardQuery, useSaveBoardMutation, useDisassociateCandidateMutation } =
  boardApi;

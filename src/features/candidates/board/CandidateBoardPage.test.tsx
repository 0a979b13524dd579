import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CANDIDATE_MESSAGES, type BoardState } from '@contract/candidates';
import { employerWithOrganization } from '@/testing/employerState';
import { respondWithOwnProfile } from '@/testing/shell';
import { apiUrl } from '@/testing/api';
import { buildCandidateRow, boardWithTwo, respondWithBoard } from '@/testing/handlers/candidates';
import { renderApp } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { withFullAccess } from '@/testing/handlers/candidateAccess';

jest.setTimeout(60_000);

beforeEach(() => {
  respondWithOwnProfile();
  withFullAccess();
});

/** Records the boards PATCHed, answering with `status` for the first `failures` of them. */
function recordSaves(failures = 0, status = 500): BoardState[] {
  const saved: BoardState[] = [];
  let calls = 0;
  server.use(
    http.patch(apiUrl('api/organization/:nid/candidate_table/:table'), async ({ request }) => {
      calls += 1;
      const body = JSON.parse(JSON.parse(await request.text()) as string) as BoardState;
      if (calls <= failures) return HttpResponse.json({ message: 'busy' }, { status });
      saved.push(body);
      const answer = boardWithTwo();
      answer.columnsOrder = body.columnsOrder;
      answer.hiddenColumns = body.hiddenColumns;
      for (const [id, column] of Object.entries(body.columns))
        answer.columns[id] = {
          id,
          title: column.title,
          candidates: column.candidates.map((nid) => buildCandidateRow({ node_id: String(nid) })),
        };
      return HttpResponse.json(answer);
    }),
  );
  return saved;
}

describe('the candidate board /candidates/board', () => {
  it('says what to do while nobody is on the board', async () => {
    renderApp('/candidates/board', employerWithOrganization());
    expect(await screen.findByText(CANDIDATE_MESSAGES.emptyBoard)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Accepted/ })).toBeInTheDocument();
    // Declined and archived are hidden by default.
    expect(screen.getByRole('checkbox', { name: 'Declined by candidate' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Archived' })).not.toBeChecked();
    expect(screen.queryByRole('heading', { name: /Archived/ })).not.toBeInTheDocument();
  });

  it('adds a column and saves the board as a JSON string', async () => {
    respondWithBoard(boardWithTwo());
    const saved = recordSaves();
    const { user, store } = renderApp('/candidates/board', employerWithOrganization());
    await screen.findByRole('list', { name: 'Candidates in Accepted' });
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('New column'), 'Accepted');
    expect(add).toBeDisabled();
    expect(screen.getByText('A column with this name already exists')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New column'));
    await user.type(screen.getByLabelText('New column'), 'Final interview{Enter}');
    expect(await screen.findByRole('heading', { name: /FINAL INTERVIEW/ })).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].columns.Final_interview).toEqual({
      id: 'Final_interview',
      title: 'FINAL INTERVIEW',
      candidates: [],
    });
    await waitFor(() => expect(store.getState().board.unsaved).toEqual({}));
    expect(store.getState().board.boards['12'].columnsOrder).toContain('Final_interview');
  });

  it('sends a change again after the server failed, and keeps it meanwhile', async () => {
    respondWithBoard(boardWithTwo());
    const saved = recordSaves(1, 503);
    const { user, store } = renderApp('/candidates/board', employerWithOrganization());
    const accepted = await screen.findByRole('list', { name: 'Candidates in Accepted' });
    await user.click(
      within(accepted).getByRole('button', { name: 'Actions for Katherine Johnson' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Move to Top' }));
    await waitFor(() =>
      expect(within(accepted).getAllByRole('listitem')[0]).toHaveTextContent('Katherine Johnson'),
    );
    expect(store.getState().board.unsaved).toEqual({ '12': true });
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 4000 });
    expect(saved[0].columns.accepted.candidates).toEqual([502, 501]);
    await waitFor(() => expect(store.getState().board.unsaved).toEqual({}));
  });

  it('archives a card from its menu; the archived column shows it once shown', async () => {
    respondWithBoard(boardWithTwo());
    const saved = recordSaves();
    const { user } = renderApp('/candidates/board', employerWithOrganization());
    const accepted = await screen.findByRole('list', { name: 'Candidates in Accepted' });
    await user.click(within(accepted).getByRole('button', { name: 'Actions for Hedy Lamarr' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View Profile', 'Archive', 'Disassociate', 'Move to Top', 'Move to Bottom']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Archive' }));
    await waitFor(() => expect(within(accepted).getAllByRole('listitem')).toHaveLength(1));
    await user.click(screen.getByRole('checkbox', { name: 'Archived' }));
    const archived = await screen.findByRole('list', { name: 'Candidates in Archived' });
    expect(within(archived).getByText('Hedy Lamarr')).toBeInTheDocument();
    await waitFor(() => expect(saved.at(-1)?.hiddenColumns).not.toContain('archived'));
    expect(saved.at(-1)?.columns.archived.candidates).toEqual([501]);
  });

  it('opens a card menu again after Escape, a click outside and an action', async () => {
    respondWithBoard(boardWithTwo());
    recordSaves();
    const { user } = renderApp('/candidates/board', employerWithOrganization());
    const accepted = await screen.findByRole('list', { name: 'Candidates in Accepted' });
    // Katherine's card (502): the saved board this test answers with names its rows anew.
    const actions = () =>
      within(accepted.querySelector<HTMLElement>('[data-rfd-draggable-id="502"]')!).getByRole(
        'button',
        { name: /^Actions for / },
      );
    const opened = async () => {
      await waitFor(() => expect(actions()).toHaveAttribute('aria-expanded', 'true'));
      return screen.findByRole('menu');
    };
    const closed = () => waitFor(() => expect(actions()).toHaveAttribute('aria-expanded', 'false'));

    await user.click(actions());
    await opened();
    await user.keyboard('{Escape}');
    await closed();
    await user.click(actions());
    await opened();
    await user.click(screen.getByRole('heading', { name: /Accepted/ }));
    await closed();
    await user.click(actions());
    const menu = await opened();
    await user.click(within(menu).getByRole('menuitem', { name: 'Move to Top' }));
    await closed();
    await user.click(actions());
    await opened();
  });

  it('asks before disassociating a candidate, and does nothing on Cancel', async () => {
    respondWithBoard(boardWithTwo());
    recordSaves();
    const disassociated: string[] = [];
    server.use(
      http.patch(apiUrl('api/organization/:nid/disassociate_candidate/:node'), ({ params }) => {
        disassociated.push(String(params.node));
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user } = renderApp('/candidates/board', employerWithOrganization());
    const accepted = await screen.findByRole('list', { name: 'Candidates in Accepted' });
    const disassociate = async () => {
      await user.click(
        within(accepted).getByRole('button', { name: 'Actions for Katherine Johnson' }),
      );
      await user.click(await screen.findByRole('menuitem', { name: 'Disassociate' }));
      return screen.findByRole('dialog', { name: 'Disassociate Katherine Johnson?' });
    };
    await user.click(within(await disassociate()).getByRole('button', { name: 'Cancel' }));
    expect(within(accepted).getAllByRole('listitem')).toHaveLength(2);
    expect(disassociated).toEqual([]);
    await user.click(within(await disassociate()).getByRole('button', { name: 'Disassociate' }));
    await waitFor(() => expect(within(accepted).getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(disassociated).toEqual(['502']));
  });

  it('asks before deleting a column, saying where its candidates go', async () => {
    const board = boardWithTwo();
    board.columnsOrder.push('interview');
    board.columns.interview = { id: 'interview', title: 'INTERVIEW', candidates: [] };
    respondWithBoard(board);
    const saved = recordSaves();
    const { user } = renderApp('/candidates/board', employerWithOrganization());
    await user.click(await screen.findByRole('button', { name: 'Actions for column INTERVIEW' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the column INTERVIEW?' });
    expect(dialog).toHaveTextContent('Its 0 candidates go back to ACCEPTED.');
    expect(saved).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete column' }));
    await waitFor(() => expect(saved.at(-1)?.columnsOrder).not.toContain('interview'));
  });
});

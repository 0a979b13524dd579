import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { withFullAccess } from '@/testing/handlers/candidateAccess';
import { employerWithOrganization } from '@/testing/employerState';
import { respondWithOwnProfile } from '@/testing/shell';
import { apiUrl } from '@/testing/api';
import { TEST_USER } from '@/testing/builders';
import {
  buildCandidateRow,
  boardWithTwo,
  respondWithBoard,
  respondWithCandidates,
} from '@/testing/handlers/candidates';
import { renderApp } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { diagnosticsBundle, stateOfBundle } from './diagnostics';
import { REDACTED } from './redact';
import { makeStore } from './store';

jest.setTimeout(60_000);

beforeEach(() => {
  respondWithOwnProfile();
  withFullAccess();
});

type User = ReturnType<typeof renderApp>['user'];

/**
 * Copy diagnostics from the avatar menu, as a user asked by support would; returns what went to
 * the clipboard (user-event's stand-in clipboard, watched: its readText needs jsdom's own Blob).
 */
async function copyDiagnostics(user: User): Promise<string> {
  const write = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(await screen.findByRole('button', { name: /account menu/i }));
  await user.click(await screen.findByRole('menuitem', { name: /Copy diagnostics/ }));
  expect(
    await screen.findByText(
      /Diagnostics copied\. Paste them into your message to support \(support@matchboard\.test\)/,
    ),
  ).toBeInTheDocument();
  expect(write).toHaveBeenCalledTimes(1);
  return write.mock.calls[0][0];
}

describe('Copy diagnostics', () => {
  it('is a Redux DevTools lifted state of the persisted slices, without secrets, with the last action types', () => {
    const { preloadedState } = employerWithOrganization();
    const store = makeStore(preloadedState);
    store.dispatch({ type: 'candidateFilters/somethingHappened', payload: { secret: 'x' } });
    const bundle = diagnosticsBundle(
      store.getState(),
      [{ type: 'candidateFilters/somethingHappened', at: 1_000 }],
      '/candidates/board',
      new Date('2026-11-27T10:00:00Z'),
    );
    // What DevTools' Import reads (redux-devtools-instrument's lifted state).
    expect(bundle.stagedActionIds).toEqual([0, 1]);
    expect(bundle.nextActionId).toBe(2);
    expect(bundle.currentStateIndex).toBe(1);
    expect(bundle.actionsById[1]).toEqual({
      type: 'PERFORM_ACTION',
      action: { type: 'candidateFilters/somethingHappened' },
      timestamp: 1_000,
    });
    expect(bundle.computedStates).toHaveLength(2);
    expect(bundle.matchboard).toMatchObject({
      route: '/candidates/board',
      capturedAt: '2026-11-27T10:00:00.000Z',
    });
    const text = JSON.stringify(bundle);
    const token = preloadedState.auth?.token;
    expect(token?.access_token).toBeTruthy();
    expect(text).not.toContain(token?.access_token);
    expect(text).not.toContain(token?.refresh_token);
    expect(text).not.toContain(TEST_USER.mail);
    expect(text).not.toContain('"secret"');
    const state = bundle.computedStates[1].state;
    expect(state.auth?.email).toBe(REDACTED);
    expect(state.auth?.uuid).toBe(TEST_USER.uuid);
    expect(state.activeOrganization?.[TEST_USER.uuid]?.nid).toBe(12);
    // Server answers stay out: they hold other people's data and are asked for again.
    expect(Object.keys(state)).not.toContain('api');
  });

  it('replays into a fresh store: the same board, with the move the server never got', async () => {
    respondWithBoard(boardWithTwo());
    // Every save fails: the employer's move lives only in her browser.
    server.use(
      http.patch(apiUrl('api/organization/:nid/candidate_table/:table'), () =>
        HttpResponse.json({ message: 'busy' }, { status: 503 }),
      ),
    );
    const { user, store, unmount } = renderApp('/candidates/board', employerWithOrganization());
    const accepted = await screen.findByRole('list', { name: 'Candidates in Accepted' });
    await user.click(
      within(accepted).getByRole('button', { name: 'Actions for Katherine Johnson' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Move to Top' }));
    await user.click(screen.getByRole('checkbox', { name: 'Archived' }));
    await waitFor(() => expect(store.getState().board.unsaved).toEqual({ '12': true }));
    const text = await copyDiagnostics(user);
    unmount();

    const { state, route } = stateOfBundle(text);
    expect(route).toBe('/candidates/board');
    expect(text).toContain('board/boardChanged');
    renderApp(route, { preloadedState: state });
    const replayed = await screen.findByRole('list', { name: 'Candidates in Accepted' });
    await waitFor(() =>
      expect(within(replayed).getAllByRole('listitem')[0]).toHaveTextContent('Katherine Johnson'),
    );
    expect(screen.getByRole('checkbox', { name: 'Archived' })).toBeChecked();
    expect(screen.getByRole('heading', { name: /Archived/ })).toBeInTheDocument();
  });

  it('replays the candidate search with the same filters', async () => {
    respondWithCandidates([buildCandidateRow()]);
    const { user, unmount } = renderApp(
      '/candidates/filter?page=0&q=1&search=Hedy&field_curriculum_vitae_op=not+empty',
      employerWithOrganization(),
    );
    expect(await screen.findByRole('link', { name: 'Hedy Lamarr' })).toBeInTheDocument();
    const text = await copyDiagnostics(user);
    unmount();

    const { state, route } = stateOfBundle(text);
    renderApp(route, { preloadedState: state });
    expect(await screen.findByRole('link', { name: 'Hedy Lamarr' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search candidates')).toHaveValue('Hedy');
    expect(screen.getByRole('checkbox', { name: 'CV uploaded' })).toBeChecked();
  });
});

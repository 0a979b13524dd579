import { act, screen, waitFor } from '@testing-library/react';
import { buildSignedInAuth } from '@/testing/builders';
import { referenceHandlers } from '@/testing/handlers/reference';
import { renderApp } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { REJECTED_MESSAGE, RETRYING_MESSAGE, SAVED_MESSAGE } from '../autosave/AutosaveNotice';
import { resetAutosaveQueues } from '../autosave/registry';
import {
  candidateResource,
  createProfileStore,
  employerResource,
  failNextPatches,
  profileHandlers,
  respondWithRefusedPatch,
} from '@/testing/handlers/profiles';

const LONG = { timeout: 15_000 };

function renderEmployerEdit(route = '/profile/step/0') {
  const store = createProfileStore(employerResource());
  server.use(...referenceHandlers(), ...profileHandlers(store));
  const view = renderApp(route, {
    preloadedState: { auth: buildSignedInAuth({ role: 'employer' }) },
  });
  return { ...view, profiles: store };
}

afterEach(() => resetAutosaveQueues());

describe('profile edit mode', () => {
  it('names the employer steps and moves between them with Next and Back', async () => {
    const { user, router } = renderEmployerEdit();
    expect(await screen.findByRole('heading', { name: 'Personal info' }, LONG)).toBeVisible();
    expect(await screen.findByLabelText('First name', {}, LONG)).toHaveValue('Grace');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Responsibilities' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile/step/1');
    expect(screen.getByLabelText('Role at company')).toHaveValue('CTO');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/profile/step/0');
  });

  it('saves a change at once, PATCHing only the changed field without read-only members', async () => {
    const { user, profiles } = renderEmployerEdit('/profile/step/1');
    const input = await screen.findByLabelText('Role at company', {}, LONG);
    await user.type(input, '!');
    expect(await screen.findByText(SAVED_MESSAGE, {}, LONG)).toBeInTheDocument();
    expect(profiles.patches.at(-1)).toEqual({
      attributes: { field_role_at_company: 'CTO!' },
      relationships: undefined,
    });
  });

  it('keeps invalid values in the form with their message and never sends them', async () => {
    const { user, profiles } = renderEmployerEdit();
    const first = await screen.findByLabelText('First name', {}, LONG);
    await user.clear(first);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), 'x');
    expect(await screen.findByText('Phone number is not valid')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Contact email'), 'm');
    await waitFor(() =>
      expect(profiles.profile?.attributes.field_contact_email).toBe('grace@example.comm'),
    );
    expect(first).toHaveValue('');
    expect(profiles.profile?.attributes.field_first_name).toBe('Grace');
    expect(profiles.profile?.attributes.field_phone_number).toBe('+1 555 0100');
    expect(
      profiles.patches.every(
        (patch) =>
          patch.attributes?.field_first_name !== '' &&
          patch.attributes?.field_phone_number === undefined,
      ),
    ).toBe(true);
  });

  it('loses nothing when saves fail in the middle of several edits', async () => {
    const { user, profiles } = renderEmployerEdit();
    const first = await screen.findByLabelText('First name', {}, LONG);
    await user.type(first, 'x');
    failNextPatches(2);
    await user.type(screen.getByLabelText('Last name'), '-Murray');
    expect(await screen.findByText(RETRYING_MESSAGE, {}, LONG)).toBeInTheDocument();
    await user.clear(first);
    await user.type(first, 'Amazing Grace');
    await user.type(screen.getByLabelText('Company name'), ' Ltd');
    await waitFor(
      () =>
        expect(profiles.profile?.attributes).toMatchObject({
          field_first_name: 'Amazing Grace',
          field_last_name: 'Hopper-Murray',
          field_company_name: 'Compilers Inc Ltd',
        }),
      LONG,
    );
    expect(await screen.findByText(SAVED_MESSAGE, {}, LONG)).toBeInTheDocument();
    // Saves went out in typing order: each sent first name is the newest one typed so far.
    const sentNames = profiles.patches
      .map((patch) => patch.attributes?.field_first_name)
      .filter((name): name is string => typeof name === 'string');
    expect(sentNames.at(-1)).toBe('Amazing Grace');
    expect(sentNames.indexOf('Gracex')).toBeLessThan(sentNames.indexOf('Amazing Grace'));
  }, 60_000);

  it('shows a change the server refuses on its field and does not retry it', async () => {
    const { user, profiles } = renderEmployerEdit();
    const email = await screen.findByLabelText('Contact email', {}, LONG);
    respondWithRefusedPatch('field_contact_email', 'This address is blocked.');
    await user.type(email, 'x');
    expect(await screen.findByText(REJECTED_MESSAGE, { exact: false }, LONG)).toBeInTheDocument();
    expect(screen.getByText('This address is blocked.', { selector: 'div[id]' })).toBeVisible();
    expect(email).toHaveAccessibleDescription('This address is blocked.');
    // A retry would come after 1 s; none comes (the wait in act: the toast may close meanwhile).
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(profiles.patches).toHaveLength(0);
  });

  it('warns before unloading while a save is pending', async () => {
    const { user } = renderEmployerEdit();
    const first = await screen.findByLabelText('First name', {}, LONG);
    failNextPatches(5);
    await user.type(first, 'y');
    await screen.findByText(RETRYING_MESSAGE, {}, LONG);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('asks before leaving the edit steps while a save is pending', async () => {
    const { user, router } = renderEmployerEdit();
    const first = await screen.findByLabelText('First name', {}, LONG);
    failNextPatches(5);
    await user.type(first, 'z');
    await screen.findByText(RETRYING_MESSAGE, {}, LONG);
    await user.click(screen.getByRole('link', { name: 'View Profile' }));
    expect(await screen.findByText('Your latest changes are not saved yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/profile/step/0');
  });
});

describe('candidate edit mode', () => {
  function renderCandidateEdit(route: string) {
    const store = createProfileStore(candidateResource());
    server.use(...referenceHandlers(), ...profileHandlers(store));
    const view = renderApp(route, { preloadedState: { auth: buildSignedInAuth() } });
    return { ...view, profiles: store };
  }

  it('sends a new skill row only once it has a level, together with every level', async () => {
    const { user, profiles } = renderCandidateEdit('/profile/step/2');
    expect(await screen.findByRole('heading', { name: 'Skills & Experience' }, LONG)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Add technical skill' }, LONG));
    await user.click(screen.getByLabelText('Technical skill 2'));
    await user.click(await screen.findByTitle('technical skills 2'));
    expect(await screen.findAllByText('Required')).not.toHaveLength(0);
    expect(profiles.patches).toEqual([]);
    await user.click(screen.getByLabelText('Level of technical skill 2'));
    await user.click((await screen.findAllByTitle('Beginner')).at(-1) as HTMLElement);
    expect(await screen.findByText(SAVED_MESSAGE, {}, LONG)).toBeInTheDocument();
    expect(profiles.patches).toEqual([
      {
        attributes: { field_technical_skills_exp: ['expert', 'beginner'] },
        relationships: {
          field_technical_skills: {
            data: [
              { type: 'taxonomy_term--technical_skills', id: 'technical_skills-0001' },
              { type: 'taxonomy_term--technical_skills', id: 'technical_skills-0002' },
            ],
          },
        },
      },
    ]);
  });

  it('names the candidate steps of edit mode', async () => {
    renderCandidateEdit('/profile/step/0');
    expect(await screen.findByRole('heading', { name: 'Edit General Data' }, LONG)).toBeVisible();
    for (const name of [
      'View Profile',
      'CV & Portfolio',
      'Skills & Experience',
      'Job Requirements',
      'Change Password',
    ]) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('City')).toHaveValue('London, England, country 1');
  });
});

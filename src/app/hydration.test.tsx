import { initialAuthState, type AuthState } from '@/session/authSlice';
import { initialSignUpState } from '@/session/signUpSlice';
import type { ClientConfig } from '@contract/siteConfig';
import { parseConfig } from '@/config/env';
import { testConfig } from '@/testing/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Formik } from 'formik';
import { FormShell } from '@/components/form/FormShell';
import { canHydrate, markLive, recordTypingBeforeHydration } from './hydration';

const rawConfig = testConfig;
const parsed = parseConfig(rawConfig);
if (!parsed.ok) throw new Error('test configuration is invalid');
const config: ClientConfig = parsed.config;

function prerendered(route = '/sign-up', renderedWith: unknown = rawConfig): HTMLElement {
  const container = document.createElement('div');
  container.dataset.prerendered = route;
  container.dataset.config = JSON.stringify(renderedWith);
  container.innerHTML = '<h1>Create your account</h1>';
  return container;
}

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const visitor = { auth: initialAuthState, signUp: initialSignUpState };
const signedInAuth: AuthState = {
  token: {
    token_type: 'Bearer',
    expires_in: 300,
    access_token: 'a',
    refresh_token: 'r',
    date: Date.now(),
    expirationDate: Date.now() + 300_000,
  },
  uuid: 'u-1',
  role: 'candidate',
  isRegistered: true,
  email: 'ada@example.org',
};
const signedIn = { ...visitor, auth: signedInAuth };

describe('canHydrate', () => {
  it('hydrates the page pre-rendered for this path, for a visitor, with the same configuration', () => {
    expect(canHydrate(prerendered(), config, visitor, at('/sign-up'))).toBe(true);
  });

  it('hydrates a page the server rendered for this address, its query included', () => {
    const rendered = () => prerendered('/job-posting/4?utm_source=mail');
    expect(canHydrate(rendered(), config, visitor, at('/job-posting/4', '?utm_source=mail'))).toBe(
      true,
    );
    expect(canHydrate(rendered(), config, visitor, at('/job-posting/4'))).toBe(false);
    expect(canHydrate(rendered(), config, visitor, at('/job-posting/4', '?utm_source=x'))).toBe(
      false,
    );
  });

  it('renders afresh when anything differs from what the build rendered', () => {
    // Another path, a query or a fragment the page may read, a stored session.
    expect(canHydrate(prerendered(), config, visitor, at('/'))).toBe(false);
    expect(canHydrate(prerendered(), config, visitor, at('/sign-up', '?tab=employer'))).toBe(false);
    expect(canHydrate(prerendered(), config, visitor, at('/sign-up', '', '#x'))).toBe(false);
    expect(canHydrate(prerendered(), config, signedIn, at('/sign-up'))).toBe(false);
    // The employer tab remembered from earlier in this browser session.
    const employerTab = { ...visitor, signUp: { tab: 'employer' as const, companyName: '' } };
    expect(canHydrate(prerendered(), config, employerTab, at('/sign-up'))).toBe(false);
    // A host with its own title or client: the markup shows other settings.
    expect(
      canHydrate(
        prerendered('/sign-up', { ...rawConfig, siteTitle: 'Other' }),
        config,
        visitor,
        at('/sign-up'),
      ),
    ).toBe(false);
    const otherLinks = { ...rawConfig, socialLinks: [] };
    expect(canHydrate(prerendered('/sign-up', otherLinks), config, visitor, at('/sign-up'))).toBe(
      false,
    );
    expect(canHydrate(prerendered('/sign-up', 'not json{'), config, visitor, at('/sign-up'))).toBe(
      false,
    );
    // Nothing pre-rendered (index.html) or an emptied container.
    expect(canHydrate(document.createElement('div'), config, visitor, at('/sign-up'))).toBe(false);
    const emptied = prerendered();
    emptied.replaceChildren();
    expect(canHydrate(emptied, config, visitor, at('/sign-up'))).toBe(false);
  });
});

describe('typing before hydration', () => {
  it('reaches the form state once the form is live', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<input id="field-email" value="">';
    const early = container.querySelector('input') as HTMLInputElement;
    early.value = 'ada@example.org';
    recordTypingBeforeHydration(container);
    const submitted = jest.fn();
    render(
      <Formik initialValues={{ email: '' }} onSubmit={submitted}>
        <FormShell aria-label="Sign in">
          <Field id="field-email" name="email" aria-label="Email" />
          <button type="submit">Sign in</button>
        </FormShell>
      </Formik>,
    );
    expect(await screen.findByDisplayValue('ada@example.org')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({ email: 'ada@example.org' }, expect.anything()),
    );
  });

  it('submits a form the visitor submitted before the app was live, with what was typed', async () => {
    const container = document.createElement('div');
    container.dataset.prerendered = '/';
    container.innerHTML = '<input id="field-email" value="">';
    (container.querySelector('input') as HTMLInputElement).value = 'grace@example.org';
    recordTypingBeforeHydration(container);
    window.__MATCHBOARD_EARLY_SUBMIT__ = 'Sign in';
    const submitted = jest.fn();
    render(
      <Formik initialValues={{ email: '' }} onSubmit={submitted}>
        <FormShell aria-label="Sign in">
          <Field id="field-email" name="email" aria-label="Email" />
        </FormShell>
      </Formik>,
    );
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({ email: 'grace@example.org' }, expect.anything()),
    );
    // The page is the app's now: the server's inline script holds nothing back any more.
    expect(container.hasAttribute('data-prerendered')).toBe(false);
    expect(window.__MATCHBOARD_EARLY_SUBMIT__).toBeUndefined();
  });

  /** A pre-rendered page whose button's click the server's inline script held back. */
  function heldClick() {
    const container = document.createElement('div');
    container.dataset.prerendered = '/sign-up';
    const button = document.createElement('button');
    const clicked = jest.fn();
    button.addEventListener('click', clicked);
    container.append(button);
    document.body.append(container);
    window.__MATCHBOARD_EARLY_CLICK__ = button;
    return { container, clicked };
  }

  it('clicks again, once live, the control whose click the inline script held back', async () => {
    const { container, clicked } = heldClick();
    markLive(container);
    expect(container.hasAttribute('data-prerendered')).toBe(false);
    expect(window.__MATCHBOARD_EARLY_CLICK__).toBeUndefined();
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    container.remove();
  });

  it('lets the held click go when the app rendered the page afresh', async () => {
    const { container, clicked } = heldClick();
    markLive(container);
    // What src/index.tsx does when the page does not fit the visit.
    container.replaceChildren();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(clicked).not.toHaveBeenCalled();
    container.remove();
  });
});

import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderApp } from '@/testing/renderWithProviders';
import { buildSignedInAuth } from '@/testing/builders';

/**
 * A first accessibility gate in jsdom; the e2e scan in real Chromium repeats it with colour
 * contrast, which jsdom cannot compute (it has no layout or computed colours).
 */
async function violations(): Promise<string[]> {
  // Let antd finish its post-mount measurements (tab ink bar) before the scan reads the DOM.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

describe('visitor pages accessibility', () => {
  it.each([
    ['/', 'Sign in'],
    ['/sign-up?tab=employer', 'Create your account'],
    ['/forgotten-password', 'Forgot your password?'],
    ['/user/reset/abc', 'Reset your password'],
  ])('%s has no axe violations', async (route, heading) => {
    renderApp(route);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('the wizard frame has no axe violations', async () => {
    renderApp('/sign-up-candidate', {
      preloadedState: { auth: buildSignedInAuth({ isRegistered: false }) },
    });
    await screen.findByRole(
      'heading',
      { name: 'Create your candidate profile' },
      // The wizard chunk (form fields, upload and places code) takes a while to load in jsdom.
      { timeout: 5000 },
    );
    expect(await violations()).toEqual([]);
  });

  it('shows field errors without axe violations', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await screen.findByText('Email is required');
    expect(await violations()).toEqual([]);
  });
});

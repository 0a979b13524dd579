import { act, render, screen } from '@testing-library/react';
import type { AutosaveState } from './AutosaveQueue';
import {
  AutosaveNotice,
  RETRYING_MESSAGE,
  SAVED_MESSAGE,
  SAVED_VISIBLE_MS,
  SAVING_MESSAGE,
} from './AutosaveNotice';

const state = (status: AutosaveState['status']): AutosaveState => ({
  status,
  pending: status === 'saving' || status === 'retrying',
  error: null,
});

describe('AutosaveNotice', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['candidate', 5000],
    ['employer', 1000],
  ] as const)("shows 'Saving', then 'Profile updated!' for the %s's %i ms", (role, duration) => {
    const { rerender } = render(
      <AutosaveNotice state={state('saving')} savedVisibleMs={SAVED_VISIBLE_MS[role]} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(SAVING_MESSAGE);
    rerender(<AutosaveNotice state={state('saved')} savedVisibleMs={SAVED_VISIBLE_MS[role]} />);
    expect(screen.getByRole('status')).toHaveTextContent(SAVED_MESSAGE);
    act(() => jest.advanceTimersByTime(duration - 1));
    expect(screen.getByRole('status')).toHaveTextContent(SAVED_MESSAGE);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps showing a failed save until it is retried', () => {
    render(<AutosaveNotice state={state('retrying')} savedVisibleMs={1000} />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent(RETRYING_MESSAGE);
  });
});

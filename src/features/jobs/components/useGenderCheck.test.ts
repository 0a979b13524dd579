import { act, fireEvent, renderHook } from '@testing-library/react';
import { RECHECK_DELAY_MS, useGenderCheck } from './useGenderCheck';

const TEXT = '<p>A driven leader</p>';

function renderCheck(value = TEXT) {
  const view = renderHook(({ html }) => useGenderCheck(html), { initialProps: { html: value } });
  act(() => view.result.current.setOn(true));
  return view;
}

describe('useGenderCheck', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('checks nothing while off', () => {
    const { result } = renderHook(() => useGenderCheck(TEXT));
    expect(result.current).toMatchObject({ on: false, highlight: undefined, analysis: undefined });
  });

  it('checks the current text when switched on and clears everything when switched off', () => {
    const { result } = renderCheck();
    expect(result.current.on).toBe(true);
    expect(result.current.analysis).toMatchObject({ masculine: ['driven', 'leader'], score: -2 });
    expect(result.current.highlight?.('Warm')).toEqual([
      { start: 0, end: 4, className: 'mb-gender-mark mb-gender-mark--feminine' },
    ]);
    act(() => result.current.setOn(false));
    expect(result.current).toMatchObject({ on: false, highlight: undefined, analysis: undefined });
  });

  it('re-checks a changed text at once, keeping the highlighter', () => {
    const { result, rerender } = renderCheck();
    const highlight = result.current.highlight;
    rerender({ html: '<p>Warm</p>' });
    expect(result.current.analysis).toMatchObject({ feminine: ['warm'], masculine: [], score: 1 });
    expect(result.current.highlight).toBe(highlight);
  });

  it('repeats the check 500 ms after the window scrolls', () => {
    const { result } = renderCheck();
    const { highlight, analysis } = result.current;
    fireEvent.scroll(window);
    act(() => jest.advanceTimersByTime(RECHECK_DELAY_MS - 1));
    expect(result.current.highlight).toBe(highlight);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.highlight).not.toBe(highlight);
    expect(result.current.analysis).not.toBe(analysis);
    expect(result.current.analysis).toEqual(analysis);
  });

  it('repeats the check once, 500 ms after the last of several scrolls of an element', () => {
    const scroller = document.body.appendChild(document.createElement('div'));
    const { result } = renderCheck();
    const { highlight } = result.current;
    fireEvent.scroll(scroller);
    act(() => jest.advanceTimersByTime(300));
    fireEvent.scroll(scroller);
    act(() => jest.advanceTimersByTime(RECHECK_DELAY_MS - 1));
    expect(result.current.highlight).toBe(highlight);
    act(() => jest.advanceTimersByTime(1));
    const rechecked = result.current.highlight;
    expect(rechecked).not.toBe(highlight);
    act(() => jest.advanceTimersByTime(RECHECK_DELAY_MS * 2));
    expect(result.current.highlight).toBe(rechecked);
    scroller.remove();
  });

  it('does not re-check after scrolling once switched off', () => {
    const { result } = renderCheck();
    fireEvent.scroll(window);
    act(() => result.current.setOn(false));
    act(() => jest.advanceTimersByTime(RECHECK_DELAY_MS * 2));
    fireEvent.scroll(window);
    act(() => jest.advanceTimersByTime(RECHECK_DELAY_MS * 2));
    expect(result.current).toMatchObject({ on: false, highlight: undefined, analysis: undefined });
  });
});

import { useEffect, useState } from 'react';
import type { Highlighter } from '@/components/rich-text/highlightDecorator';
import { analyzeGenderCoding, type GenderCoding } from '@contract/gender/genderCoding';
import { createGenderHighlighter } from './genderMarks';

/** Spec 02: "The check is repeated 500 ms after scrolling." */
export const RECHECK_DELAY_MS = 500;

/** State of the gender-coded wording check of one rich-text value. */
export interface GenderCheck {
  on: boolean;
  /** Turns the check on (checking the current value at once) or off (clearing everything). */
  setOn: (on: boolean) => void;
  /** For the editor's `highlight` prop; undefined while off. */
  highlight: Highlighter | undefined;
  /** The result for the current value; undefined while off. */
  analysis: GenderCoding | undefined;
}

interface Check {
  html: string;
  analysis: GenderCoding;
  highlight: Highlighter;
}

const runCheck = (html: string): Check => ({
  html,
  analysis: analyzeGenderCoding(html),
  highlight: createGenderHighlighter(),
});

/**
 * The gender-coded wording check of `value` (basic_html). While on, the result follows every
 * change of the text, and the whole check (result and marks) is repeated 500 ms after the
 * last scroll of the page or of any scrolling element in it, such as the editor.
 */
export function useGenderCheck(value: string | null | undefined): GenderCheck {
  const html = value ?? '';
  const [check, setCheck] = useState<Check | null>(null);

  // A new text is checked while rendering it, so the result never shows an older text. The
  // highlighter stays: draft already re-decorates the blocks that changed.
  if (check && check.html !== html) {
    setCheck({ ...check, html, analysis: analyzeGenderCoding(html) });
  }

  const on = check !== null;
  useEffect(() => {
    if (!on) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scrolled = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => setCheck((current) => current && runCheck(current.html)),
        RECHECK_DELAY_MS,
      );
    };
    // Scroll events do not bubble, but a capturing listener on the window sees the editor's
    // and every other element's as well as the page's own.
    window.addEventListener('scroll', scrolled, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', scrolled, { capture: true });
    };
  }, [on]);

  return {
    on,
    setOn: (next) => setCheck(next ? runCheck(html) : null),
    highlight: check?.highlight,
    analysis: check?.analysis,
  };
}

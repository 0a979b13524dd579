import { useEffect, useState } from 'react';
import type { CitySuggestion, PlacesProvider } from '@contract/places';

/** Pause after the last keystroke before asking for suggestions. */
export const CITY_SEARCH_DEBOUNCE_MS = 250;

/**
 * Suggestions for `query`, fetched once typing pauses. Older answers that arrive late are
 * dropped, and a failing provider leaves the list empty (logged) rather than breaking the field.
 */
export function useCitySuggestions(provider: PlacesProvider, query: string) {
  const [result, setResult] = useState<{ query: string; suggestions: CitySuggestion[] }>({
    query: '',
    suggestions: [],
  });
  const trimmed = query.trim();

  useEffect(() => {
    if (!trimmed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      provider.search(trimmed, controller.signal).then(
        (suggestions) => {
          if (!controller.signal.aborted) setResult({ query: trimmed, suggestions });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('City search failed', error);
          setResult({ query: trimmed, suggestions: [] });
        },
      );
    }, CITY_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [provider, trimmed]);

  const current = trimmed !== '' && result.query === trimmed;
  return { suggestions: current ? result.suggestions : [], searching: trimmed !== '' && !current };
}

import { useId, useState } from 'react';
import { AutoComplete } from 'antd';
import type { PlacesProvider, SelectedCity } from '@contract/places';
import { acceptSuggestion, CITY_REQUIRED_MESSAGE, formatCity } from './cityValue';
import { useCitySuggestions } from './useCitySuggestions';

export interface CityAutocompleteProps {
  value: SelectedCity | null;
  /** Called with the picked city, or null when the field is cleared. */
  onChange: (value: SelectedCity | null) => void;
  /** Called when the field loses focus, after any clearing (marks the form field touched). */
  onBlur?: () => void;
  provider: PlacesProvider;
  /** Country names of the country vocabulary; suggestions elsewhere are refused. */
  knownCountries: readonly string[];
  /** Id of the input, for an external `<label htmlFor>`. */
  id?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  /** Error from the form; when absent the field shows the spec message after clearing itself. */
  error?: string;
  /** antd's placeholder grey fails WCAG AA contrast unless the theme darkens it; none by default. */
  placeholder?: string;
  disabled?: boolean;
}

/**
 * City field that only accepts a city picked from the suggestions whose country is known.
 * Typing without picking, or picking a city in an unknown country, clears the field.
 */
export function CityAutocomplete({
  value,
  onChange,
  onBlur,
  provider,
  knownCountries,
  id,
  'aria-labelledby': labelledBy,
  'aria-label': ariaLabel,
  error,
  placeholder,
  disabled,
}: CityAutocompleteProps) {
  const messageId = useId();
  const [text, setText] = useState(() => formatCity(value));
  // Text of the accepted (or being accepted) city; anything else left in the input is cleared.
  const [committed, setCommitted] = useState(() => formatCity(value));
  const [query, setQuery] = useState('');
  const [cleared, setCleared] = useState(false);
  const [prevValue, setPrevValue] = useState(value);
  const { suggestions, searching } = useCitySuggestions(provider, query);

  if (value !== prevValue) {
    setPrevValue(value);
    if (formatCity(value) !== formatCity(prevValue)) {
      setText(formatCity(value));
      setCommitted(formatCity(value));
    }
  }

  const reject = () => {
    setText('');
    setCommitted('');
    setQuery('');
    setCleared(true);
    if (value !== null) onChange(null);
  };

  const select = async (suggestionId: string) => {
    const suggestion = suggestions.find((item) => item.id === suggestionId);
    if (!suggestion) return;
    setText(suggestion.label);
    setCommitted(suggestion.label);
    setQuery('');
    try {
      const complete = provider.resolve ? await provider.resolve(suggestion) : suggestion;
      const city = acceptSuggestion(complete, knownCountries);
      if (!city) return reject();
      setCleared(false);
      setText(formatCity(city));
      setCommitted(formatCity(city));
      onChange(city);
    } catch (failure) {
      console.error('City details failed', failure);
      reject();
    }
  };

  const blur = () => {
    if (text !== committed || (text.trim() === '' && value !== null)) reject();
    onBlur?.();
  };

  const message = error ?? (cleared ? CITY_REQUIRED_MESSAGE : undefined);
  const noMatches = query.trim() !== '' && !searching && suggestions.length === 0;

  return (
    <div>
      <AutoComplete
        id={id}
        value={text}
        options={suggestions.map((item) => ({ value: item.id, label: item.label }))}
        onSearch={(next) => {
          setText(next);
          setQuery(next);
          setCleared(false);
        }}
        onSelect={(selected: string) => void select(selected)}
        onBlur={blur}
        notFoundContent={noMatches ? 'No matching city' : undefined}
        status={message ? 'error' : undefined}
        placeholder={placeholder}
        disabled={disabled}
        virtual={false}
        style={{ width: '100%' }}
        aria-labelledby={labelledBy}
        aria-label={ariaLabel}
        aria-describedby={message ? messageId : undefined}
        aria-invalid={message ? true : undefined}
      />
      {message && (
        // antd's error red (#ff4d4f) fails WCAG AA contrast on white; this one is 5.6:1.
        <div id={messageId} role="alert" style={{ color: '#cf1322' }}>
          {message}
        </div>
      )}
    </div>
  );
}

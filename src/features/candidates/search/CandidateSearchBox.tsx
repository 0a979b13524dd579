import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useEffect, useState } from 'react';
import { MAX_SEARCH_LENGTH } from '@contract/listQuery';
import '@/components/lists/lists.css';

/** Spec 02 §2: the search updates the address 1 s after the last key. */
export const SEARCH_DEBOUNCE_MS = 1000;

export interface CandidateSearchBoxProps {
  /** The search in use (from the address). */
  value: string;
  onSearch(text: string): void;
}

/**
 * The words to search for. Typing searches once the text has rested for a second; Enter or the
 * Search button search at once. The button is disabled while the text is empty (spec 02 §2).
 */
export function CandidateSearchBox({ value, onSearch }: CandidateSearchBoxProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // Follow the address when it changes elsewhere (Reset filters, back button, pasted address).
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  const trimmed = text.trim();
  useEffect(() => {
    if (trimmed === value) return;
    const timer = window.setTimeout(() => onSearch(trimmed), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [trimmed, value, onSearch]);
  const submit = () => {
    if (trimmed !== value) onSearch(trimmed);
  };
  return (
    <div role="search" aria-label="Candidates" className="mb-list-search">
      <Input
        aria-label="Search candidates"
        placeholder="Role, skill, city …"
        value={text}
        maxLength={MAX_SEARCH_LENGTH}
        allowClear
        prefix={<SearchOutlined aria-hidden="true" />}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={submit}
      />
      <Button type="primary" disabled={trimmed === ''} onClick={submit}>
        Search
      </Button>
    </div>
  );
}

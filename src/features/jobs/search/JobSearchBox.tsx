import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { MAX_SEARCH_LENGTH } from '@contract/listQuery';
import '@/components/lists/lists.css';

export interface JobSearchBoxProps {
  /** The search in use (from the address). */
  value: string;
  onSearch(text: string): void;
}

/**
 * The words to search for. Enter or the Search button searches (spec 02 §2); the button is
 * disabled while the text is empty (spec 02 §5), and clearing the box drops the search in use.
 */
export function JobSearchBox({ value, onSearch }: JobSearchBoxProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // Follow the address when it changes elsewhere (Reset filters, back button, pasted address).
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  const submit = () => {
    const trimmed = text.trim();
    if (trimmed !== '' || value !== '') onSearch(trimmed);
  };
  return (
    <div role="search" aria-label="Jobs" className="mb-list-search">
      <Input
        aria-label="Search jobs"
        value={text}
        maxLength={MAX_SEARCH_LENGTH}
        allowClear
        prefix={<SearchOutlined aria-hidden="true" />}
        onChange={(event) => setText(event.target.value)}
        // The clear icon empties the box at once: the search in use goes with it.
        onClear={() => {
          if (value !== '') onSearch('');
        }}
        onPressEnter={submit}
      />
      <Button type="primary" disabled={text.trim() === ''} onClick={submit}>
        Search
      </Button>
    </div>
  );
}

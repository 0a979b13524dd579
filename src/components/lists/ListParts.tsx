import { DeleteOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import type { ReactNode, Ref } from 'react';
import './lists.css';

/** The strip above a list: how many results (announced as they change) and the list's actions. */
export function ListSummary(props: {
  count: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div className="mb-list-summary" ref={props.ref}>
      <p role="status" className="mb-list-summary__count">
        {props.count}
      </p>
      <div className="mb-list-summary__actions">{props.children}</div>
    </div>
  );
}

/** While a list's first page loads. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="mb-list-state">
      <Spin size="large" />
    </div>
  );
}

/** A list that could not be loaded, with a way to try again. */
export function ListFailed(props: { message: string; onRetry(): void }) {
  return (
    <div role="alert" className="mb-list-state">
      <p>{props.message}</p>
      <Button onClick={props.onRetry}>Try again</Button>
    </div>
  );
}

/** The button that folds a filter bar away on small screens, with the count of filters in use. */
export function FiltersToggle(props: {
  controls: string;
  open: boolean;
  active: number;
  onToggle(): void;
}) {
  return (
    <Button
      className="mb-list-filters-toggle"
      // Whether the filters are open shows, not only to a screen reader.
      type={props.open ? 'primary' : 'default'}
      icon={props.open ? <UpOutlined aria-hidden="true" /> : <DownOutlined aria-hidden="true" />}
      iconPlacement="end"
      aria-expanded={props.open}
      aria-controls={props.controls}
      onClick={props.onToggle}
    >
      {`Filters${props.active > 0 ? ` (${props.active})` : ''}`}
    </Button>
  );
}

/**
 * A list row's delete action: a red link-style button that names what it deletes to assistive
 * technology ("Delete Acme"); the caller asks for confirmation.
 */
export function DeleteItemButton(props: {
  name: string;
  onClick(): void;
  size?: 'small' | 'middle';
}) {
  return (
    <Button
      type="link"
      danger
      size={props.size}
      icon={<DeleteOutlined aria-hidden />}
      aria-label={`Delete ${props.name}`}
      onClick={props.onClick}
    >
      Delete
    </Button>
  );
}

import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { RefObject } from 'react';
import { pagerItems } from './pagerItems';
import './pager.css';

export interface PagerProps {
  /** The current page, 0-based. */
  page: number;
  pageCount: number;
  /** Called with the 0-based page the user picked. */
  onChange(page: number): void;
  /** Where the new page starts (the list's top), scrolled into view: not where the pager was. */
  scrollTo?: RefObject<HTMLElement | null>;
}

/**
 * The list pager of spec 02 §9: previous and next, the first and last page, and four pages around
 * the current one. Renders nothing for a single page. The current page is marked with
 * `aria-current` so screen readers announce it, not only its colour.
 */
export function Pager({ page, pageCount, onChange, scrollTo }: PagerProps) {
  if (pageCount <= 1) return null;
  const go = (next: number) => {
    if (next === page || next < 0 || next >= pageCount) return;
    onChange(next);
    scrollTo?.current?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <nav className="mb-pager" aria-label="Pagination">
      <ul className="mb-pager__list">
        <li>
          <Button
            icon={<LeftOutlined aria-hidden="true" />}
            disabled={page <= 0}
            onClick={() => go(page - 1)}
          >
            Previous
          </Button>
        </li>
        {pagerItems(page, pageCount).map((item) =>
          item.type === 'gap' ? (
            <li key={`gap-${item.after}`} className="mb-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Button
                type={item.page === page ? 'primary' : 'default'}
                aria-label={`Page ${item.page + 1}`}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => go(item.page)}
              >
                {item.page + 1}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            icon={<RightOutlined aria-hidden="true" />}
            iconPlacement="end"
            disabled={page >= pageCount - 1}
            onClick={() => go(page + 1)}
          >
            Next
          </Button>
        </li>
      </ul>
    </nav>
  );
}

import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { pagerItems } from './pagerItems';
import './pager.css';

export interface PagerProps {
  /** The current page, 0-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/**
 * The lists' pager (spec 02 §9): previous and next, 1 margin page and 4 range pages with gaps.
 * Buttons, so it works with the keyboard; the current page carries aria-current.
 */
export function Pager({ page, pageCount, onChange, label = 'Pages' }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mb-pager">
      <button
        type="button"
        className="mb-pager__step"
        onClick={() => onChange(page - 1)}
        disabled={page <= 0}
        aria-label="Previous page"
      >
        <LeftOutlined aria-hidden />
      </button>
      {pagerItems(page, pageCount).map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} className="mb-pager__gap" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className={`mb-pager__page${item.page === page ? ' mb-pager__page--current' : ''}`}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={`Page ${item.page + 1}`}
            onClick={() => onChange(item.page)}
          >
            {item.page + 1}
          </button>
        ),
      )}
      <button
        type="button"
        className="mb-pager__step"
        onClick={() => onChange(page + 1)}
        disabled={page >= pageCount - 1}
        aria-label="Next page"
      >
        <RightOutlined aria-hidden />
      </button>
    </nav>
  );
}

import { Suspense, useId, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Checkbox, Skeleton } from 'antd';

export interface ChartCardProps {
  title: string;
  /** One sentence on what the chart counts, read before it. */
  description: ReactNode;
  /** Controls of the chart (its period, its job), beside the table toggle. */
  controls?: ReactNode;
  state: { loading: boolean; error: string | null; retry?: () => void };
  /** Said instead of an empty chart. */
  empty: string | null;
  chart: ReactNode;
  table: ReactNode;
  /** A figure or two under the chart (the median time to an answer). */
  footer?: ReactNode;
}

/**
 * One chart of the dashboard in a card: its title, what it counts, the chart, and the same
 * numbers as a table behind "Show as table". The chart's code loads in its own chunk; the table
 * needs none of it.
 */
export function ChartCard({
  title,
  description,
  controls,
  state,
  empty,
  chart,
  table,
  footer,
}: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const descriptionId = useId();
  let body: ReactNode;
  if (state.error)
    body = (
      <Alert
        type={state.retry ? 'error' : 'info'}
        showIcon
        title={state.error}
        action={
          state.retry ? (
            <Button size="small" onClick={state.retry}>
              Try again
            </Button>
          ) : undefined
        }
      />
    );
  else if (state.loading) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (empty) body = <p className="mb-insights__empty">{empty}</p>;
  else if (asTable) body = table;
  else
    body = (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
        <figure className="mb-insights__figure" aria-labelledby={headingId}>
          {chart}
        </figure>
      </Suspense>
    );
  return (
    <Card
      className="mb-insights__card"
      title={
        <h2 id={headingId} className="mb-insights__title">
          {title}
        </h2>
      }
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      role="region"
    >
      <p id={descriptionId} className="mb-insights__description">
        {description}
      </p>
      <div className="mb-insights__controls">
        {controls}
        <Checkbox
          checked={asTable}
          disabled={Boolean(state.error) || state.loading || Boolean(empty)}
          onChange={(event) => setAsTable(event.target.checked)}
        >
          Show as table
        </Checkbox>
      </div>
      {body}
      {footer && !state.error && !state.loading ? (
        <div className="mb-insights__footer">{footer}</div>
      ) : null}
    </Card>
  );
}

import { Link } from 'react-router-dom';
import type { BarRow, WeekRow } from './insightRows';

/** A chart's bars as a table: what each counts, how many, and its link where it has one. */
export function BarTable({
  rows,
  caption,
  head,
}: {
  rows: readonly BarRow[];
  caption: string;
  /** The two columns' headings: what a row is, what it counts. */
  head: [string, string];
}) {
  return (
    <table className="mb-insights__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col" className="mb-insights__number">
            {head[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">
              {row.to ? (
                <Link to={row.to} aria-label={row.linkName}>
                  {row.label}
                </Link>
              ) : (
                row.label
              )}
            </th>
            <td className="mb-insights__number">{row.shown}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The introductions per week as a table. */
export function WeekTable({ rows, caption }: { rows: readonly WeekRow[]; caption: string }) {
  return (
    <table className="mb-insights__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Week of</th>
          <th scope="col" className="mb-insights__number">
            Requested
          </th>
          <th scope="col" className="mb-insights__number">
            Accepted
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.week}>
            <th scope="row">{row.label}</th>
            <td className="mb-insights__number">{row.requested.toLocaleString('en-US')}</td>
            <td className="mb-insights__number">{row.accepted.toLocaleString('en-US')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The dashboard's charts, drawn as SVG with visx's primitives (scales, bars, a line) in their
 * own chunk ("charts"), loaded only where a chart is shown. Every bar of a bar chart carries its
 * number as text; bars that lead somewhere are reached by their labels, which are links (Tab),
 * and the table behind "Show as table" says the same. Colours are the brand's, 5.5:1 and 6.9:1
 * on white; the two series of the weeks chart differ in shape too (bars, and a line with dots).
 */
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { brand } from '@/app/theme';
import type { BarRow, WeekRow } from './insightRows';

const TEXT = 'rgba(0, 0, 0, 0.88)';
const GRID = '#d9e3e1';
const FONT = 13;
/** The height of one row of a bar chart. */
const ROW_HEIGHT = 36;
/** Room right of the longest bar for its number. */
const VALUE_ROOM = 48;

/**
 * The labels' column: about two fifths of the chart. A longer label is cut at its edge, not
 * rewritten, so what shows is the start of the link's name (and the table shows it whole).
 */
const labelWidthOf = (chartWidth: number) =>
  Math.round(Math.min(260, Math.max(96, chartWidth * 0.42)));

/** The width of an element, followed as it changes. */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** Horizontal bars, one per row, each with its number; a row with `to` has a link for a label. */
export function RowBars({ rows, name }: { rows: readonly BarRow[]; name: string }) {
  const navigate = useNavigate();
  const clip = useId();
  const [frame, width] = useWidth();
  const labelWidth = labelWidthOf(width);
  const barRoom = Math.max(0, width - labelWidth - VALUE_ROOM);
  const height = rows.length * ROW_HEIGHT;
  const y = scaleBand({ domain: rows.map((_, index) => index), range: [0, height], padding: 0.4 });
  const x = scaleLinear({
    domain: [0, Math.max(1, ...rows.map((row) => row.count))],
    range: [0, barRoom],
    nice: true,
  });
  const go = (to: string | undefined) => {
    if (to) void navigate(to);
  };
  return (
    <div ref={frame} className="mb-insights__chart">
      {width > 0 ? (
        <svg width={width} height={height} aria-label={name} role="group">
          <defs>
            <clipPath id={clip}>
              <rect x={0} y={0} width={labelWidth - 8} height={height} />
            </clipPath>
          </defs>
          <Group left={labelWidth}>
            {x.ticks(4).map((tick) => (
              <line key={tick} x1={x(tick)} x2={x(tick)} y1={0} y2={height} stroke={GRID} />
            ))}
          </Group>
          {rows.map((row, index) => {
            const top = y(index) ?? 0;
            const middle = top + y.bandwidth() / 2;
            const length = Math.max(2, x(row.count));
            const label = (
              <text
                x={0}
                y={middle}
                dy="0.35em"
                fontSize={FONT}
                fill={row.to ? brand.primary : TEXT}
              >
                {row.label}
              </text>
            );
            return (
              <g key={row.label}>
                <g clipPath={`url(#${clip})`}>
                  {row.to ? (
                    <a
                      href={row.to}
                      aria-label={row.linkName ?? row.label}
                      className="mb-insights__bar-link"
                      onClick={(event) => {
                        event.preventDefault();
                        go(row.to);
                      }}
                    >
                      {label}
                    </a>
                  ) : (
                    label
                  )}
                </g>
                <Bar
                  x={labelWidth}
                  y={top}
                  width={length}
                  height={y.bandwidth()}
                  fill={brand.primary}
                  rx={2}
                  aria-hidden
                  cursor={row.to ? 'pointer' : undefined}
                  onClick={() => go(row.to)}
                />
                <text
                  x={labelWidth + length + 6}
                  y={middle}
                  dy="0.35em"
                  fontSize={FONT}
                  fill={TEXT}
                >
                  {row.shown}
                </text>
              </g>
            );
          })}
        </svg>
      ) : null}
    </div>
  );
}

const WEEK_MARGIN = { top: 8, right: 8, bottom: 28, left: 36 };
const WEEKS_HEIGHT = 240;
/** The least room one week's label needs on the time axis. */
const WEEK_LABEL_ROOM = 48;

/** Introductions requested (bars) and accepted (a line with dots) per week, with a legend. */
export function WeekBars({ rows }: { rows: readonly WeekRow[] }) {
  const [frame, width] = useWidth();
  const innerWidth = Math.max(0, width - WEEK_MARGIN.left - WEEK_MARGIN.right);
  const innerHeight = WEEKS_HEIGHT - WEEK_MARGIN.top - WEEK_MARGIN.bottom;
  const x = scaleBand({
    domain: rows.map((row) => row.week),
    range: [0, innerWidth],
    padding: 0.3,
  });
  const y = scaleLinear({
    domain: [0, Math.max(1, ...rows.map((row) => Math.max(row.requested, row.accepted)))],
    range: [innerHeight, 0],
    nice: true,
  });
  const centre = (row: WeekRow) => (x(row.week) ?? 0) + x.bandwidth() / 2;
  // Every k-th week is named, so that the names never overlap.
  const every = Math.max(1, Math.ceil((rows.length * WEEK_LABEL_ROOM) / Math.max(1, innerWidth)));
  const ticks = y.ticks(4).filter((tick) => Number.isInteger(tick));
  return (
    <div ref={frame} className="mb-insights__chart">
      {width > 0 ? (
        <svg width={width} height={WEEKS_HEIGHT} role="group" aria-label="Introductions per week">
          <Group left={WEEK_MARGIN.left} top={WEEK_MARGIN.top}>
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke={GRID} />
                <text x={-8} y={y(tick)} dy="0.35em" textAnchor="end" fontSize={12} fill={TEXT}>
                  {tick}
                </text>
              </g>
            ))}
            {rows.map((row, index) => (
              <g key={row.week}>
                <Bar
                  x={x(row.week)}
                  y={y(row.requested)}
                  width={x.bandwidth()}
                  height={innerHeight - y(row.requested)}
                  fill={brand.primary}
                >
                  <title>{`Week of ${row.label}: ${row.requested} requested, ${row.accepted} accepted`}</title>
                </Bar>
                {index % every === 0 ? (
                  <text
                    x={centre(row)}
                    y={innerHeight + 18}
                    textAnchor="middle"
                    fontSize={12}
                    fill={TEXT}
                  >
                    {row.label}
                  </text>
                ) : null}
              </g>
            ))}
            <LinePath
              data={[...rows]}
              x={centre}
              y={(row) => y(row.accepted)}
              stroke={brand.secondary}
              strokeWidth={2}
            />
            {rows.map((row) => (
              <circle
                key={row.week}
                cx={centre(row)}
                cy={y(row.accepted)}
                r={4}
                fill={brand.secondary}
                stroke="#fff"
                strokeWidth={1.5}
              />
            ))}
          </Group>
        </svg>
      ) : null}
      <ul className="mb-insights__legend" aria-label="Legend">
        <li>
          <svg width={14} height={14} aria-hidden>
            <rect width={14} height={14} rx={2} fill={brand.primary} />
          </svg>
          Requested
        </li>
        <li>
          <svg width={22} height={14} aria-hidden>
            <line x1={0} x2={22} y1={7} y2={7} stroke={brand.secondary} strokeWidth={2} />
            <circle cx={11} cy={7} r={4} fill={brand.secondary} />
          </svg>
          Accepted
        </li>
      </ul>
    </div>
  );
}

/**
 * One chart of the Reports view with its table alternative (docs/product.md#reports). The chart is
 * drawn by uPlot (a small canvas library, loaded only once a chart has room to draw) and hidden
 * from assistive technology; the table beside it holds the same numbers, read by screen readers,
 * and shown to everyone with 'Show tables'. Where nothing can be drawn (no layout, no canvas) the
 * table alone stays, which is still the whole chart.
 */
import { useEffect, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';

export interface ChartProps {
  /** The figure's title, also the table's caption. */
  title: string;
  kind: 'bars' | 'line';
  /** What each bar or point is (an hour, a day, a dish): the table's first column. */
  labels: readonly string[];
  /** The column heads: what the labels are, and what the values are. */
  labelHead: string;
  valueHead: string;
  /** null: nothing to show yet (no bar; the table says `missing`). */
  values: ReadonlyArray<number | null>;
  /** A value as people read it (₹1,250; 12). */
  format: (value: number) => string;
  /** What the table says for a null value. */
  missing?: string;
  /** Whether the table shows for everyone, not only for screen readers. */
  tablesShown: boolean;
}

const HEIGHT = 220;

/** Draws the chart into `box` (its width): the uPlot instance, to destroy when done. */
async function draw(box: HTMLDivElement, props: ChartProps): Promise<{ destroy(): void }> {
  const { default: UPlot } = await import('uplot');
  const style = getComputedStyle(box);
  const ink = style.color;
  const accent = style.getPropertyValue('--report-accent').trim() || ink;
  const { labels, values, kind, format } = props;
  const xs = labels.map((_, index) => index);
  return new UPlot(
    {
      width: box.clientWidth,
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: false, range: [-0.5, Math.max(labels.length - 0.5, 0.5)] },
        y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] },
      },
      axes: [
        {
          stroke: ink,
          grid: { show: false },
          incrs: [1, 2, 3, 4, 5, 6, 10, 12],
          space: 48,
          values: (_u, splits) => splits.map((split) => labels[split] ?? ''),
        },
        {
          stroke: ink,
          size: 64,
          grid: { stroke: 'rgba(0, 0, 0, 0.08)' },
          values: (_u, splits) => splits.map(format),
        },
      ],
      series: [
        {},
        {
          label: props.valueHead,
          stroke: accent,
          width: 2,
          fill: kind === 'bars' ? accent : undefined,
          paths: kind === 'bars' ? UPlot.paths.bars?.({ size: [0.7, 48] }) : undefined,
          points: { show: kind === 'line' },
        },
      ],
    },
    [xs, [...values]],
    box,
  );
}

function Drawing(props: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    // No layout (a zero-width box) or no canvas: the table is the chart.
    if (!element || element.clientWidth === 0) return undefined;
    let chart: { destroy(): void } | undefined;
    let gone = false;
    draw(element, props)
      .then((drawn) => {
        if (gone) drawn.destroy();
        else chart = drawn;
      })
      .catch(() => {
        // The chunk could not load or the browser cannot draw: the table says it all.
      });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [props]);
  return <div ref={box} className="report-chart__drawing" aria-hidden="true" />;
}

export function ReportsChart(props: ChartProps) {
  const { title, labels, values, labelHead, valueHead, format, tablesShown, missing = '' } = props;
  return (
    <figure className="report-chart card">
      <figcaption className="report-chart__title">{title}</figcaption>
      {labels.length === 0 ? (
        <p className="report-chart__empty">Nothing sold in this period.</p>
      ) : (
        <>
          <Drawing {...props} />
          <div className={tablesShown ? 'report-chart__table' : 'visually-hidden'}>
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{labelHead}</th>
                  <th scope="col">{valueHead}</th>
                </tr>
              </thead>
              <tbody>
                {labels.map((label, index) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{values[index] === null ? missing : format(values[index] ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}

/**
 * A period's paid orders as CSV (docs/product.md#reports): one row per order line, oldest payment
 * first, read from the database a page of orders at a time, so the reply streams and memory stays
 * flat however many orders the period holds. csv-stringify quotes what needs it (commas, quotes,
 * line breaks) and, with `escape_formulas`, puts an apostrophe before a cell that starts with =,
 * +, -, @, a tab or a carriage return, so a spreadsheet never runs a dish's name as a formula.
 */
import { stringify } from 'csv-stringify/sync';
import { orderNumber } from '../../contract/rules';
import type { ReportWindow } from './period';
import type { CsvCursor, CsvLine, ReportRepository } from './repository';

export const CSV_COLUMNS = [
  'Order',
  'Time',
  'Status',
  'Dish',
  'Options',
  'Quantity',
  'Price',
  'Discount',
  'Fee',
  'Total',
  'Payment',
  'Fulfilment',
] as const;

/** Orders read per query. */
const PAGE_ORDERS = 500;

/** The cells of the rows, made safe: quoted where needed, formulas neutralised. */
export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return stringify(rows as Array<Array<string | number>>, { escape_formulas: true });
}

/** A line's options ({ group, name }[] as JSON) as 'Size: Large; Spice: Hot'; '' for none. */
export function optionsText(json: string | null): string {
  if (!json) return '';
  const options: unknown = JSON.parse(json);
  if (!Array.isArray(options)) return '';
  return options
    .map((option: { group?: unknown; name?: unknown }) =>
      [option.group, option.name].filter((part) => typeof part === 'string').join(': '),
    )
    .filter(Boolean)
    .join('; ');
}

/** 'Paid', 'Refunded', or 'Pay on delivery' while the door has not taken the money yet. */
function paymentCell(line: CsvLine): string {
  if (line.refunded) return 'Refunded';
  return line.paid ? 'Paid' : 'Pay on delivery';
}

/**
 * The rows of whole orders' lines. Discount, fee and total stand on an order's first line only,
 * so each column sums to the period's figure; the fee is what the total holds beyond the lines
 * less the discount.
 */
function csvRows(lines: readonly CsvLine[]): Array<Array<string | number>> {
  const subtotals = new Map<string, number>();
  for (const line of lines)
    subtotals.set(line.id, (subtotals.get(line.id) ?? 0) + line.price * line.quantity);
  let previous: string | undefined;
  return lines.map((line) => {
    const first = line.id !== previous;
    previous = line.id;
    const subtotal = subtotals.get(line.id) ?? 0;
    const discount = Math.min(line.discount, subtotal);
    const orderCells = first
      ? [discount, line.amount - subtotal + discount, line.amount]
      : ['', '', ''];
    return [
      orderNumber(line.id),
      line.localTime,
      line.status,
      line.name,
      optionsText(line.options),
      line.quantity,
      line.price,
      ...orderCells,
      paymentCell(line),
      line.fulfilment,
    ];
  });
}

/** The whole CSV, header first, a page of orders per chunk. */
export async function* ordersCsv(
  reports: ReportRepository,
  window: ReportWindow,
): AsyncGenerator<string> {
  yield csvText([[...CSV_COLUMNS]]);
  let after: CsvCursor | undefined;
  for (;;) {
    const lines = await reports.csvLines(window, PAGE_ORDERS, after);
    const last = lines[lines.length - 1];
    if (!last) return;
    yield csvText(csvRows(lines));
    after = { paidAt: last.paidAt, id: last.id };
  }
}

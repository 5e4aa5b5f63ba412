/**
 * The day's numbers for staff (docs/product.md#reports): a period's sales as figures and chart
 * data, and its orders as CSV. Money is whole rupees, times are the shop's time zone.
 */
import { Type } from '@sinclair/typebox';

/** Today, the last 7 or the last 30 days (each counts today), in the shop's time zone. */
export const ReportPeriod = Type.Union(
  [Type.Literal('today'), Type.Literal('7d'), Type.Literal('30d')],
  { description: "'today', '7d' or '30d': days in the shop's time zone, today included." },
);

export const ReportQuery = Type.Object({ period: ReportPeriod }, { additionalProperties: false });

const Count = Type.Integer({ minimum: 0 });
const Rupees = Type.Integer({ description: 'Whole rupees.' });

const DishFigure = Type.Object({
  name: Type.String({ description: 'The dish as it was named when ordered.' }),
  quantity: Count,
  revenue: Type.Integer({ description: "Whole rupees of its lines' prices (before discounts)." }),
});

/** Average minutes, to one decimal; null when no order of the period got that far. */
const Minutes = (description: string) => Type.Union([Type.Number(), Type.Null()], { description });

export const Report = Type.Object({
  period: ReportPeriod,
  timeZone: Type.String(),
  from: Type.String({ description: 'ISO 8601: the first day’s midnight in the shop’s zone.' }),
  to: Type.String({ description: 'ISO 8601: the moment the report was made.' }),
  revenue: Type.Integer({ description: 'Whole rupees paid, refunded orders left out.' }),
  orders: Type.Integer({ description: 'Paid orders, refunded ones left out.' }),
  averageOrderValue: Type.Integer({ description: 'Revenue / orders, rounded (0: no orders).' }),
  refunds: Type.Object({ count: Count, amount: Rupees }),
  byHour: Type.Array(Count, {
    minItems: 24,
    maxItems: 24,
    description: 'Orders paid in each hour of the day (0..23, shop time), the period summed.',
  }),
  byDay: Type.Array(
    Type.Object({
      date: Type.String({ description: "YYYY-MM-DD in the shop's time zone." }),
      revenue: Rupees,
      orders: Count,
    }),
  ),
  topByQuantity: Type.Array(DishFigure, { maxItems: 10 }),
  topByRevenue: Type.Array(DishFigure, { maxItems: 10 }),
  fulfilment: Type.Object(
    { delivery: Count, pickup: Count },
    { description: "Orders by how they reached the shopper (an order without one: 'delivery')." },
  ),
  minutesPaidToAccepted: Minutes('Average minutes from paid to accepted; null: none.'),
  minutesAcceptedToDelivered: Minutes("Average minutes from accepted to 'Delivered'; null: none."),
});

export const ReportReply = Type.Object({ success: Type.Literal(true), report: Report });

export const ReportCsv = Type.String({
  description:
    'text/csv (UTF-8): one row per order line of the paid orders of the period, oldest first. ' +
    'Discount, fee and total stand on the first line of each order only, so a column sums to ' +
    'the period’s figure; a cell starting with =, +, - or @ gets a leading apostrophe.',
});

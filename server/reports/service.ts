/**
 * A period's report (docs/product.md#reports) from the figures the database sums: the period's
 * days and hours filled in (an hour or a day without orders shows 0), the top dishes chosen and
 * the averages rounded. Nothing here reads an order: only grouped rows.
 */
import type { Static } from '@sinclair/typebox';
import type { Report as ReportSchema } from '../../contract/schemas/reports';
import { reportWindow, type ReportPeriod, type ReportWindow } from './period';
import type { DishTotal, ReportRepository } from './repository';

type Report = Static<typeof ReportSchema>;

const TOP_DISHES = 10;
const HOURS = 24;

/** The `count` dishes with the most of `figure` (ties: by name). */
function top(dishes: readonly DishTotal[], figure: 'quantity' | 'revenue'): DishTotal[] {
  return [...dishes]
    .sort((a, b) => b[figure] - a[figure] || a.name.localeCompare(b.name))
    .slice(0, TOP_DISHES);
}

/**
 * A quarter hour of UTC ('2025-06-10T04:30:00.000Z') on the shop's wall clock, as ISO text
 * ('2025-06-10T10:00...'), with the zone's offset in force then.
 */
function localSlot(slot: string, window: ReportWindow): string {
  const instant = new Date(slot);
  const span = window.offsets.find(({ until }) => until === null || slot < until);
  return new Date(instant.getTime() + (span?.minutes ?? 0) * 60_000).toISOString();
}

/** To one decimal; null stays null. */
function oneDecimal(minutes: number | null): number | null {
  return minutes === null ? null : Math.round(minutes * 10) / 10;
}

export class ReportService {
  constructor(
    private readonly reports: ReportRepository,
    private readonly timeZone: () => Promise<string>,
  ) {}

  async window(period: ReportPeriod, now = new Date()): Promise<ReportWindow> {
    return reportWindow(period, await this.timeZone(), now);
  }

  async report(period: ReportPeriod, now = new Date()): Promise<Report> {
    const window = await this.window(period, now);
    const [totals, slots, dishes, times] = await Promise.all([
      this.reports.totals(window),
      this.reports.slots(window),
      this.reports.dishes(window),
      this.reports.averageTimes(window),
    ]);
    const byHour = Array.from({ length: HOURS }, () => 0);
    const days = new Map(window.days.map((date) => [date, { date, revenue: 0, orders: 0 }]));
    for (const { slot, orders, revenue } of slots) {
      const local = localSlot(slot, window);
      byHour[Number(local.slice(11, 13))]! += orders;
      const day = days.get(local.slice(0, 10));
      if (day) {
        day.orders += orders;
        day.revenue += revenue;
      }
    }
    return {
      period,
      timeZone: window.timeZone,
      from: window.from,
      to: window.to,
      revenue: totals.revenue,
      orders: totals.orders,
      averageOrderValue: totals.orders === 0 ? 0 : Math.round(totals.revenue / totals.orders),
      refunds: { count: totals.refunds, amount: totals.refunded },
      byHour,
      byDay: [...days.values()],
      topByQuantity: top(dishes, 'quantity'),
      topByRevenue: top(dishes, 'revenue'),
      fulfilment: { delivery: totals.orders - totals.pickup, pickup: totals.pickup },
      minutesPaidToAccepted: oneDecimal(times.toAccept),
      minutesAcceptedToDelivered: oneDecimal(times.toDeliver),
    };
  }
}

/**
 * The console's Reports (docs/product.md#reports): today, the last 7 or the last 30 days in the
 * shop's time zone. Revenue, orders, average order value, refunds and the average times, then
 * charts (orders by hour, revenue per day, top dishes, delivery and pickup, the average times:
 * paid to accepted, accepted to delivered), each with a table
 * of the same numbers, and 'Download CSV' of the period's orders. Loaded only with the view.
 */
import { useState } from 'react';
import type { ReplyOf } from '../../../contract/api';
import * as kitchenEndpoints from '../../../contract/endpoints/kitchen';
import { formatRupees } from '../../../contract/rupees';
import { api } from '../../api/apiSlice';
import { errorMessage } from '../../api/apiSlice';
import { fromContract, request } from '../../api/request';
import { LoadFailed } from './ConsoleForm';
import { ReportsChart } from './ReportsChart';
import './reports.css';

type Report = ReplyOf<'reports'>['report'];
type Period = Report['period'];

const PERIODS: ReadonlyArray<{ period: Period; label: string }> = [
  { period: 'today', label: 'Today' },
  { period: '7d', label: 'Last 7 days' },
  { period: '30d', label: 'Last 30 days' },
];

const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    report: fromContract(build).query({
      query: (period: Period) => request(kitchenEndpoints.reports, { period }),
      transformResponse: (reply) => reply.report,
    }),
    /**
     * The CSV, read as text (its reply in the contract is a string): fetched with the session's
     * token, then saved by the browser.
     */
    reportCsv: fromContract(build).mutation({
      query: (period: Period) =>
        request(kitchenEndpoints.reportsCsv, { period }, { responseHandler: 'text' }),
    }),
  }),
});

const { useReportQuery, useReportCsvMutation } = reportsApi;

const count = (value: number) => String(value);
const NOT_YET = 'Not yet';
const minutes = (value: number | null) => (value === null ? NOT_YET : `${value} min`);

/** '2026-11-27' as '27 Nov'. */
function shortDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
  });
}

/** 0..23 as '9 AM', '12 PM'. */
function hourLabel(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12} ${suffix}`;
}

function Figures({ report }: { report: Report }) {
  const figures: Array<[string, string]> = [
    ['Revenue', formatRupees(report.revenue)],
    ['Orders', count(report.orders)],
    ['Average order', formatRupees(report.averageOrderValue)],
    ['Refunds', `${report.refunds.count} · ${formatRupees(report.refunds.amount)}`],
    ['Paid to accepted', minutes(report.minutesPaidToAccepted)],
    ['Accepted to delivered', minutes(report.minutesAcceptedToDelivered)],
  ];
  return (
    <dl className="report-figures">
      {figures.map(([term, value]) => (
        <div key={term} className="report-figures__item card">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Charts({ report, tablesShown }: { report: Report; tablesShown: boolean }) {
  const shared = { tablesShown };
  return (
    <div className="report-charts">
      <ReportsChart
        {...shared}
        title="Orders by hour of day"
        kind="bars"
        labelHead="Hour"
        valueHead="Orders"
        labels={report.byHour.map((_, hour) => hourLabel(hour))}
        values={report.byHour}
        format={count}
      />
      <ReportsChart
        {...shared}
        title="Revenue per day"
        kind="line"
        labelHead="Day"
        valueHead="Revenue"
        labels={report.byDay.map(({ date }) => shortDate(date))}
        values={report.byDay.map(({ revenue }) => revenue)}
        format={formatRupees}
      />
      <ReportsChart
        {...shared}
        title="Top dishes by quantity"
        kind="bars"
        labelHead="Dish"
        valueHead="Quantity"
        labels={report.topByQuantity.map(({ name }) => name)}
        values={report.topByQuantity.map(({ quantity }) => quantity)}
        format={count}
      />
      <ReportsChart
        {...shared}
        title="Top dishes by revenue"
        kind="bars"
        labelHead="Dish"
        valueHead="Revenue"
        labels={report.topByRevenue.map(({ name }) => name)}
        values={report.topByRevenue.map(({ revenue }) => revenue)}
        format={formatRupees}
      />
      <ReportsChart
        {...shared}
        title="Delivery and pickup"
        kind="bars"
        labelHead="How"
        valueHead="Orders"
        labels={['Delivery', 'Pickup']}
        values={[report.fulfilment.delivery, report.fulfilment.pickup]}
        format={count}
      />
      <ReportsChart
        {...shared}
        title="Average minutes: paid to accepted, accepted to delivered"
        kind="bars"
        labelHead="Step"
        valueHead="Minutes"
        labels={['To accept', 'To deliver']}
        values={[report.minutesPaidToAccepted, report.minutesAcceptedToDelivered]}
        format={count}
        missing={NOT_YET}
      />
    </div>
  );
}

/** Saves the period's CSV as a file: fetched with the token (a plain link would carry none). */
function DownloadCsv({ period }: { period: Period }) {
  const [fetchCsv, { isLoading, error }] = useReportCsvMutation();
  async function download() {
    const reply = await fetchCsv(period);
    if (!('data' in reply) || reply.data === undefined) return;
    const url = URL.createObjectURL(new Blob([reply.data], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `orders-${period}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return (
    <div className="report-download">
      <button type="button" className="button" disabled={isLoading} onClick={() => void download()}>
        {isLoading ? 'Preparing CSV…' : 'Download CSV'}
      </button>
      {error && (
        <p className="report-download__problem" role="alert">
          {errorMessage(error, 'The CSV could not be downloaded. Try again.')}
        </p>
      )}
    </div>
  );
}

export default function ReportsView() {
  const [period, setPeriod] = useState<Period>('today');
  const [tablesShown, setTablesShown] = useState(false);
  const {
    data: report,
    isError,
    error,
    refetch,
    isFetching,
  } = useReportQuery(period, {
    refetchOnMountOrArgChange: true,
  });

  let body;
  if (isError && !report) {
    body = <LoadFailed what="the report" error={error} onRetry={() => void refetch()} />;
  } else if (!report) {
    body = <p role="status">Loading the report…</p>;
  } else {
    body = (
      <>
        <Figures report={report} />
        <Charts report={report} tablesShown={tablesShown} />
      </>
    );
  }

  return (
    <section aria-labelledby="console-reports-title" aria-busy={isFetching}>
      <div className="kitchen__top">
        <h2 id="console-reports-title" className="console-view__title">
          Reports
        </h2>
      </div>
      <div className="report-controls">
        <fieldset className="report-periods">
          <legend>Period</legend>
          {PERIODS.map((choice) => (
            <label key={choice.period} className="report-periods__choice">
              <input
                type="radio"
                name="report-period"
                value={choice.period}
                checked={period === choice.period}
                onChange={() => setPeriod(choice.period)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        <label className="report-tables-toggle">
          <input
            type="checkbox"
            checked={tablesShown}
            onChange={(event) => setTablesShown(event.target.checked)}
          />
          Show tables
        </label>
        <DownloadCsv period={period} />
      </div>
      {report && (
        <p className="report-zone">
          Times in {report.timeZone}. Refunded orders count as refunds, not revenue.
        </p>
      )}
      {body}
    </section>
  );
}

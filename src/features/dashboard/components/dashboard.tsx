import { lazy, Suspense } from 'react';
import type { DashboardSales } from '@/shared/dashboard';
import { LoadFailed } from '@/shared/components/load-failed';
import { Spinner } from '@/shared/components/spinner';
import { monthLabel, monthPeriod, recentMonths } from '../dashboard-format';
import { useStaffDashboardQuery } from '../dashboard-api';
import { DailySalesTable, ReturnsBreakdown, TopProducts } from './sales-detail';
import { SalesTiles } from './sales-tiles';
import { TodoList } from './todo-list';

// uPlot comes with the chart, in a chunk of its own: staff-role members never load it.
const SalesChart = lazy(() => import(/* webpackChunkName: "staff-sales-chart" */ './sales-chart'));

/**
 * uPlot reads the screen's pixel density through matchMedia as it draws: a browser without it (and
 * jsdom) shows the table alone.
 */
const canDraw = () => typeof window.matchMedia === 'function';

/** Today in India by this browser's clock: where the current month's period ends. */
const indiaToday = () => new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 10);

interface PeriodPickerProps {
  today: string;
  month: string;
  onMonthChange: (month: string) => void;
}

function PeriodPicker({ today, month, onMonthChange }: PeriodPickerProps) {
  return (
    <label className="staff-filter">
      Period{' '}
      <select value={month} onChange={(event) => onMonthChange(event.target.value)}>
        <option value="">Last 30 days</option>
        {recentMonths(today).map((each) => (
          <option key={each} value={each}>
            {monthLabel(each)}
          </option>
        ))}
      </select>
    </label>
  );
}

function Sales({ sales, month, chosenLabel }: { sales: DashboardSales; month: string; chosenLabel: string }) {
  const empty = sales.daily.every((day) => day.netPaise === 0);
  return (
    <>
      <SalesTiles sales={sales} chosenLabel={month ? chosenLabel : null} />
      <figure className="card dashboard__chart-card">
        <figcaption>Net sales per day, {chosenLabel.toLowerCase()}</figcaption>
        {empty && <p>No sales in this period yet.</p>}
        {canDraw() && (
          <Suspense fallback={<Spinner label="Drawing the chart" minHeight={200} />}>
            <SalesChart daily={sales.daily} />
          </Suspense>
        )}
        <DailySalesTable sales={sales} />
      </figure>
      <TopProducts sales={sales} />
      <ReturnsBreakdown sales={sales} />
    </>
  );
}

interface DashboardProps {
  /** Owners see the sales and may choose a month. */
  owner: boolean;
  /** YYYY-MM, or '' for the last 30 days. */
  month: string;
  onMonthChange: (month: string) => void;
}

/** /staff: the to-dos for everyone, and for owners how the shop sells. */
export function Dashboard({ owner, month, onMonthChange }: DashboardProps) {
  const period = owner && month ? monthPeriod(month, indiaToday()) : undefined;
  const { data, isLoading, isFetching, error, refetch } = useStaffDashboardQuery(period);
  if (isLoading) return <Spinner label="Loading the dashboard" minHeight={200} />;
  if (error || !data) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  const chosenLabel = month ? monthLabel(month) : 'Last 30 days';
  return (
    <div className="dashboard" aria-busy={isFetching}>
      <TodoList todos={data.todos} />
      {data.sales && (
        <section aria-labelledby="sales-heading" className="dashboard__sales">
          <div className="dashboard__sales-head">
            <h2 id="sales-heading">Sales</h2>
            <PeriodPicker today={data.today} month={month} onMonthChange={onMonthChange} />
          </div>
          <Sales sales={data.sales} month={month} chosenLabel={chosenLabel} />
        </section>
      )}
    </div>
  );
}

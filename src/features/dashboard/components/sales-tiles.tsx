import type { DashboardSales, SalesPeriod } from '@/shared/dashboard';
import { changeText, FIGURES, PERIODS } from '../dashboard-format';

interface TileProps {
  label: string;
  before: string;
  period: SalesPeriod;
}

/** One period's figures, each with its change against the period before. */
function PeriodTile({ label, before, period }: TileProps) {
  const { figures, previous } = period;
  return (
    <section className="card dashboard__tile" aria-label={label}>
      <h3>{label}</h3>
      <dl>
        {FIGURES.map(({ key, label: figure, format }) => (
          <div
            key={key}
            className={key === 'netPaise' ? 'dashboard__figure dashboard__figure--lead' : 'dashboard__figure'}
          >
            <dt>{figure}</dt>
            <dd>
              {format(figures[key])}{' '}
              <span className="dashboard__change">
                ({changeText(figures[key], previous[key])} on {before})
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Today, the last 7 and 30 days, and a chosen month (null: none, the last 30 days), side by side. */
export function SalesTiles({ sales, chosenLabel }: { sales: DashboardSales; chosenLabel: string | null }) {
  return (
    <div className="dashboard__tiles">
      {PERIODS.map(({ key, label, before }) => (
        <PeriodTile key={key} label={label} before={before} period={sales[key]} />
      ))}
      {chosenLabel && <PeriodTile label={chosenLabel} before="the period before" period={sales.chosen} />}
    </div>
  );
}

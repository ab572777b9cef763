import type { Dashboard as DashboardData } from '@domain/contracts/dashboard';
import { FILL_MONTHS, MONEY_DAYS, percent, UPCOMING_DAYS } from '@domain/dashboard';
import { formatPrice } from '@domain/price';
import { QueryView } from '../../../components/query-view';
import { SummaryList } from '../../../components/summary-list';
import { useQuery } from '../../../lib/use-query';
import { dashboardQuery } from './api/get-dashboard';
import { ColumnBars, HorizontalBars } from './bar-chart';
import './dashboard.css';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The staff dashboard above the admin home's links (docs/product.md#dashboard). */
export default function Dashboard() {
  const query = useQuery(dashboardQuery);
  return (
    <section className="dashboard" aria-labelledby="dashboard-heading">
      <h2 id="dashboard-heading" className="admin-group__heading">
        At a glance
      </h2>
      <QueryView query={query} what="the dashboard">
        {(data) => <Charts data={data} />}
      </QueryView>
    </section>
  );
}

function Charts({ data }: { data: DashboardData }) {
  const booked = data.upcoming.reduce((n, d) => n + d.taken, 0);
  const offered = data.upcoming.reduce((n, d) => n + d.places, 0);
  const weekTotal = data.weekly.reduce((n, w) => n + w.bookings, 0);
  const lastWeek = data.weekly[data.weekly.length - 1];
  const { money, attendance } = data;
  const marked = attendance.attended + attendance.noShows;
  const moneyRows: [string, string][] = [
    ['Paid', `${formatPrice(money.paid.amount)} (${plural(money.paid.bookings, 'booking')})`],
    ['Due', `${formatPrice(money.due.amount)} (${plural(money.due.bookings, 'booking')})`],
    [
      'Refunded',
      `${formatPrice(money.refunded.amount)} (${plural(money.refunded.bookings, 'booking')})`,
    ],
  ];
  if (money.vouchers.bookings > 0)
    moneyRows.push([
      'Paid by gift vouchers',
      `${formatPrice(money.vouchers.amount)} (${plural(money.vouchers.bookings, 'booking')})`,
    ]);
  if (money.discounts.bookings > 0)
    moneyRows.push([
      'Discounts given',
      `${formatPrice(money.discounts.amount)} (${plural(money.discounts.bookings, 'booking')})`,
    ]);
  return (
    <div className="dashboard__grid">
      <HorizontalBars
        title={`Places filled, next ${UPCOMING_DAYS} days`}
        summary={`${plural(data.upcoming.length, 'date')}, ${booked} of ${offered} places booked.`}
        valueHeading="Places booked"
        empty={`No dates in the next ${UPCOMING_DAYS} days.`}
        rows={data.upcoming.map((d) => ({
          label: `${d.workshop_name}, ${d.label}`,
          value: d.taken,
          max: d.places,
          text: `${d.taken} of ${d.places}${d.held > 0 ? ` (${d.held} held)` : ''}`,
        }))}
      />
      <ColumnBars
        title={`Bookings made per week, last ${data.weekly.length} weeks`}
        summary={`${weekTotal} in all; ${lastWeek?.bookings ?? 0} so far this week.`}
        valueHeading="Bookings"
        empty="No weeks to show."
        rows={data.weekly.map((w) => ({
          label: w.label,
          value: w.bookings,
          text: String(w.bookings),
        }))}
      />
      <HorizontalBars
        title={`Fill rate by workshop, last ${FILL_MONTHS} months`}
        summary={data.fillByType.map((t) => `${t.workshop_name} ${percent(t.rate)}`).join(', ')}
        valueHeading="Places filled"
        empty={`No workshops in the last ${FILL_MONTHS} months.`}
        rows={data.fillByType.map((t) => ({
          label: t.workshop_name,
          value: t.taken,
          max: t.places,
          text: `${percent(t.rate)} (${t.taken} of ${t.places}, ${plural(t.dates, 'date')})`,
        }))}
      />
      <section className="card chart-card" aria-labelledby="dashboard-money">
        <h3 id="dashboard-money" className="chart-card__title">
          Money, bookings made in the last {MONEY_DAYS} days
        </h3>
        <SummaryList rows={moneyRows} />
      </section>
      <section className="card chart-card" aria-labelledby="dashboard-no-shows">
        <h3 id="dashboard-no-shows" className="chart-card__title">
          No-shows, last {FILL_MONTHS} months
        </h3>
        <p className="dashboard__figure">{percent(attendance.rate)}</p>
        <p className="muted">
          {marked === 0
            ? 'No bookings marked at the class register yet.'
            : `${plural(attendance.noShows, 'no-show')} of ${plural(marked, 'booking')} marked at the class register.`}
        </p>
      </section>
    </div>
  );
}

import { MonthlySeriesPage } from '../../features/content/components/monthly-series';

export default function MonthlySeriesRoute() {
  return <MonthlySeriesPage series="granny_square_monthly" />;
}

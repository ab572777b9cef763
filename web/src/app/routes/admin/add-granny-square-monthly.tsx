import { MonthlyWorkshopPage } from '../../../features/admin/components/monthly-workshop-form';

export default function AddMonthlyWorkshop() {
  return <MonthlyWorkshopPage kind="granny_square_monthly" />;
}

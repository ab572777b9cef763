import { MonthlyWorkshopPage } from '../../../features/admin/components/monthly-workshop-form';

export default function AddMonthlyWorkshop() {
  return <MonthlyWorkshopPage kind="crochet_a_bouquet" />;
}

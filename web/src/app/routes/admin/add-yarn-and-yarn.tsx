import { MonthlyWorkshopPage } from '../../../features/admin/components/monthly-workshop-form';

export default function AddYarnAndYarn() {
  return <MonthlyWorkshopPage kind="yarn_and_yarn" />;
}

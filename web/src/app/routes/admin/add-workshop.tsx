import { workshopTypesForAdminQuery } from '../../../features/catalog/admin/api/get-workshop-types-for-admin';
import { AdminQueryPage } from '../../../components/admin/admin-page';
import { ScheduleWorkshopForm } from '../../../features/schedule/admin/components/schedule-workshop-form';

export default function AddWorkshop() {
  return (
    <AdminQueryPage
      title="Schedule a new workshop"
      lede="Add a date and time for a workshop type."
      query={workshopTypesForAdminQuery}
      what="the workshop types"
    >
      {(types) => <ScheduleWorkshopForm types={types} />}
    </AdminQueryPage>
  );
}

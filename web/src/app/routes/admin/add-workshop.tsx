import { workshopTypesQuery } from '../../../features/admin/api/get-workshop-types';
import { AdminQueryPage } from '../../../features/admin/components/admin-page';
import { ScheduleWorkshopForm } from '../../../features/admin/components/schedule-workshop-form';

export default function AddWorkshop() {
  return (
    <AdminQueryPage
      title="Schedule a new workshop"
      lede="Add a date and time for a workshop type."
      query={workshopTypesQuery}
      what="the workshop types"
    >
      {(types) => <ScheduleWorkshopForm types={types} />}
    </AdminQueryPage>
  );
}

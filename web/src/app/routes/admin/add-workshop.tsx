import { AdminPage } from '../../../features/admin/components/admin-page';
import { LoadFailed, Loading } from '../../../features/admin/components/loading';
import { ScheduleWorkshopForm } from '../../../features/admin/components/schedule-workshop-form';
import { getWorkshopTypes } from '../../../features/admin/api/get-workshop-types';
import { useAdminQuery } from '../../../features/admin/use-admin-query';

export default function AddWorkshop() {
  const { query, reload } = useAdminQuery(getWorkshopTypes);
  return (
    <AdminPage title="Schedule a new workshop" lede="Add a date and time for a workshop type.">
      {query.status === 'loading' && <Loading label="Loading workshop types..." />}
      {query.status === 'error' && <LoadFailed message={query.error} onRetry={reload} />}
      {query.status === 'ready' && <ScheduleWorkshopForm types={query.data} />}
    </AdminPage>
  );
}

import { getWorkshopTypes } from '../../../features/admin/api/get-workshop-types';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { LoadFailed, Loading } from '../../../features/admin/components/loading';
import { MonthlyWorkshopForm } from '../../../features/admin/components/monthly-workshop-form';
import { useAdminQuery } from '../../../features/admin/use-admin-query';

export default function AddGrannySquareMonthly() {
  const { query, reload } = useAdminQuery(getWorkshopTypes);
  return (
    <AdminPage
      title="Add a granny square month"
      lede="New entries start as Intermediate, £10, 1hr."
    >
      {query.status === 'loading' && <Loading label="Loading workshop types..." />}
      {query.status === 'error' && <LoadFailed message={query.error} onRetry={reload} />}
      {query.status === 'ready' && (
        <MonthlyWorkshopForm kind="granny_square_monthly" types={query.data} />
      )}
    </AdminPage>
  );
}

import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { getWorkshopTypes } from '../../../features/admin/api/get-workshop-types';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { LoadFailed, Loading } from '../../../features/admin/components/loading';
import { WorkshopTypeRow } from '../../../features/admin/components/workshop-type-row';
import { useAdminQuery } from '../../../features/admin/use-admin-query';

export default function ManageWorkshopTypes() {
  const { query, reload } = useAdminQuery(getWorkshopTypes);
  return (
    <AdminPage
      title="Manage workshop types"
      lede="Edit a workshop type and save it; each one saves on its own."
      actions={
        <Link className="button" to={paths.admin.addNewWorkshopType}>
          Add a workshop type
        </Link>
      }
    >
      {query.status === 'loading' && <Loading label="Loading workshop types..." />}
      {query.status === 'error' && <LoadFailed message={query.error} onRetry={reload} />}
      {query.status === 'ready' &&
        (query.data.length === 0 ? (
          <p className="empty-state">No workshop types found.</p>
        ) : (
          <div className="stack">
            {query.data.map((type) => (
              <WorkshopTypeRow key={type.id} type={type} />
            ))}
          </div>
        ))}
    </AdminPage>
  );
}

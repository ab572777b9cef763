import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { workshopTypesQuery } from '../../../features/admin/api/get-workshop-types';
import { AdminQueryPage } from '../../../features/admin/components/admin-page';
import { WorkshopTypeRow } from '../../../features/admin/components/workshop-type-row';

export default function ManageWorkshopTypes() {
  return (
    <AdminQueryPage
      title="Manage workshop types"
      lede="Edit a workshop type and save it; each one saves on its own."
      actions={
        <Link className="button" to={paths.admin.addNewWorkshopType}>
          Add a workshop type
        </Link>
      }
      query={workshopTypesQuery}
      what="the workshop types"
      empty="No workshop types found."
    >
      {(types) => (
        <div className="stack">
          {types.map((type) => (
            <WorkshopTypeRow key={type.id} type={type} />
          ))}
        </div>
      )}
    </AdminQueryPage>
  );
}

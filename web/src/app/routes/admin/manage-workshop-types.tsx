import { useState } from 'react';
import { Link } from '../../../components/link';
import { FormStatus } from '../../../components/form/form-status';
import { QueryView } from '../../../components/query-view';
import { adminPaths } from '../../../config/admin-paths';
import { workshopTypesForAdminQuery } from '../../../features/catalog/admin/api/get-workshop-types-for-admin';
import { AdminPage } from '../../../components/admin/admin-page';
import { WorkshopTypeRow } from '../../../features/catalog/admin/components/workshop-type-row';
import { useRefocus } from '../../../lib/admin/use-refocus';
import { useQuery } from '../../../lib/use-query';

export default function ManageWorkshopTypes() {
  const query = useQuery(workshopTypesForAdminQuery);
  const [message, setMessage] = useState('');
  const { target: focusRef, arm: armRefocus } = useRefocus<HTMLDivElement>(
    query.status === 'ready' ? query.data : undefined,
  );
  return (
    <AdminPage
      title="Manage workshop types"
      lede="Edit a workshop type and save it; each one saves on its own. Delete one that has no bookings to come, or retire it (untick Active)."
      actions={
        <Link className="button" to={adminPaths.addNewWorkshopType}>
          Add a workshop type
        </Link>
      }
    >
      <div ref={focusRef} tabIndex={-1}>
        <FormStatus success={message} error="" />
      </div>
      <QueryView
        query={query}
        what="the workshop types"
        empty={<p className="empty-state">No workshop types found.</p>}
      >
        {(types, reload) => (
          <div className="stack">
            {types.map((type) => (
              <WorkshopTypeRow
                key={type.id}
                type={type}
                onDeleted={(text) => {
                  setMessage(text);
                  armRefocus();
                  reload();
                }}
              />
            ))}
          </div>
        )}
      </QueryView>
    </AdminPage>
  );
}

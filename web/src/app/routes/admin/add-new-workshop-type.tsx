import { Link } from 'react-router';
import { newWorkshopTypeSchema } from '@domain/admin-workshop-type';
import { paths } from '../../../config/paths';
import { addWorkshopType } from '../../../features/admin/api/add-workshop-type';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { FormStatus, SubmitButton } from '../../../features/admin/components/form-status';
import { WorkshopTypeFields } from '../../../features/admin/components/workshop-type-fields';
import { useAdminForm } from '../../../features/admin/use-admin-form';
import {
  newTypeValues,
  toBody,
  type WorkshopTypeValues,
} from '../../../features/admin/workshop-type-values';

function newTypeBody(values: WorkshopTypeValues) {
  const { id, ...body } = toBody(values);
  return id.trim() === '' ? body : { ...body, id };
}

export default function AddNewWorkshopType() {
  const form = useAdminForm({
    initial: newTypeValues,
    validate: (v: WorkshopTypeValues) => newWorkshopTypeSchema.safeParse(newTypeBody(v)),
    submit: addWorkshopType,
    onSuccess: (type) => ({
      message: `Added the workshop type ${type.name} (id ${type.id}).`,
      values: newTypeValues(),
    }),
  });
  return (
    <AdminPage title="Add a workshop type" lede="New types start as Novice, £15, 2hrs.">
      <form
        className="card admin-form admin-form--wide"
        noValidate
        aria-busy={form.saving}
        onSubmit={(e) => void form.onSubmit(e)}
      >
        <FormStatus success={form.success} error={form.error} />
        {form.success && (
          <p>
            <Link to={paths.admin.manageWorkshopTypes}>Manage workshop types</Link> or{' '}
            <Link to={paths.admin.addWorkshop}>schedule a date for it</Link>.
          </p>
        )}
        <WorkshopTypeFields values={form.values} set={form.set} errors={form.errors} idMode="new" />
        <SubmitButton saving={form.saving}>Add workshop type</SubmitButton>
      </form>
    </AdminPage>
  );
}

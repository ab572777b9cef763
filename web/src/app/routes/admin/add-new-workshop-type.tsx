import { Link } from '../../../components/link';
import { newWorkshopTypeSchema } from '@domain/admin-workshop-type';
import { Form } from '../../../components/form/form';
import { useForm } from '../../../components/form/use-form';
import { adminPaths } from '../../../config/admin-paths';
import { addWorkshopType } from '../../../features/catalog/admin/api/add-workshop-type';
import { AdminPage } from '../../../components/admin/admin-page';
import { WorkshopTypeFields } from '../../../features/catalog/admin/components/workshop-type-fields';
import {
  newTypeValues,
  toBody,
  type WorkshopTypeValues,
} from '../../../features/catalog/admin/workshop-type-values';

function newTypeBody(values: WorkshopTypeValues) {
  const { id, ...body } = toBody(values);
  return id.trim() === '' ? body : { ...body, id };
}

export default function AddNewWorkshopType() {
  const form = useForm({
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
      <Form form={form} submit="Add workshop type" className="card form-card form-card--wide">
        {form.success && (
          <p>
            <Link to={adminPaths.manageWorkshopTypes}>Manage workshop types</Link> or{' '}
            <Link to={adminPaths.addWorkshop}>schedule a date for it</Link>.
          </p>
        )}
        <WorkshopTypeFields form={form} idMode="new" />
      </Form>
    </AdminPage>
  );
}

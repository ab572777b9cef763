import { monthlyMeetSchema } from '@domain/admin-monthly-workshop';
import type { MonthlyMeet } from '@domain/model';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextAreaField, TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { addMonthlyMeet } from '../../../features/monthly/admin/api/add-monthly-meet';
import { deleteMonthlyMeet } from '../../../features/monthly/admin/api/delete-monthly-meet';
import { monthlyMeetsForAdminQuery } from '../../../features/monthly/admin/api/get-monthly-meets';
import { updateMonthlyMeet } from '../../../features/monthly/admin/api/update-monthly-meet';
import { AdminQueryPage } from '../../../components/admin/admin-page';
import { ContentEditor } from '../../../components/admin/content-editor';
import { useContentEditor } from '../../../lib/admin/use-content-editor';

interface Values {
  name: string;
  schedule: string;
  image: string;
  description: string;
  active: boolean;
}

const fresh = (): Values => ({ name: '', schedule: '', image: '', description: '', active: true });

const toValues = (meet: MonthlyMeet): Values => ({
  name: meet.name,
  schedule: meet.schedule,
  image: meet.image,
  description: meet.description,
  active: meet.active,
});

function MonthlyMeetEditor({ meets, reload }: { meets: MonthlyMeet[]; reload: () => void }) {
  const editor = useContentEditor({ items: meets, fresh, toValues, reload });
  const { editing } = editor;
  const form = useForm({
    initial: fresh,
    validate: (v: Values) => monthlyMeetSchema.safeParse(editing ? { ...v, id: editing.id } : v),
    submit: ({ id, ...body }) => (id ? updateMonthlyMeet({ ...body, id }) : addMonthlyMeet(body)),
    onSuccess: (meet, body) => {
      editor.saved();
      return {
        message: body.id ? `Saved ${meet.name}.` : `Added ${meet.name}: ${meet.schedule}.`,
        values: fresh(),
      };
    },
  });
  const { field } = form;
  return (
    <ContentEditor
      editor={editor}
      form={form}
      name={(meet) => meet.name}
      add={{ title: 'A new monthly meet', submit: 'Add monthly meet' }}
      list={{
        title: 'Stored monthly meets',
        empty: 'No monthly meets yet.',
        kind: 'the monthly meet',
        details: (meet) => `${meet.schedule}${meet.active ? '' : ' · not active'}`,
        remove: (meet) => deleteMonthlyMeet(meet.id),
        deleteHint: 'To take it off the site but keep it, edit it, untick Active and save instead.',
      }}
    >
      <TextField label="Name" {...field('name')} />
      <TextField
        label="When it meets"
        {...field('schedule')}
        hint="e.g. First Tuesday of every month, 7pm"
      />
      <TextAreaField label="Description" {...field('description')} rows={3} />
      <TextField
        label="Image"
        {...field('image')}
        hint="/images/name.svg or an https:// address; blank for the placeholder"
      />
      <CheckboxField
        label="Active"
        {...form.checkbox('active')}
        hint="Shown on the monthly meets page"
      />
    </ContentEditor>
  );
}

export default function AddMonthlyMeet() {
  return (
    <AdminQueryPage
      title="Monthly meets"
      lede="The regular get-togethers on the monthly meets page. Add one, or edit or delete the stored ones below."
      query={monthlyMeetsForAdminQuery}
      what="the monthly meets"
    >
      {(meets, reload) => <MonthlyMeetEditor meets={meets} reload={reload} />}
    </AdminQueryPage>
  );
}

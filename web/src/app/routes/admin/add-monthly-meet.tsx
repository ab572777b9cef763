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
import { ContentList } from '../../../components/admin/content-list';
import { EditorSection } from '../../../components/admin/editor-section';
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
  const { edit, stopEditing, deleted } = editor.wire(form);
  return (
    <>
      <EditorSection
        editing={editing?.name}
        addTitle="A new monthly meet"
        headingRef={editor.heading}
        addSubmit="Add monthly meet"
        form={form}
        onStop={stopEditing}
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
      </EditorSection>
      <ContentList
        title="Stored monthly meets"
        headingRef={editor.listHeading}
        items={meets}
        empty="No monthly meets yet."
        kind="the monthly meet"
        name={(meet) => meet.name}
        details={(meet) => `${meet.schedule}${meet.active ? '' : ' · not active'}`}
        editingId={editing?.id}
        onEdit={edit}
        remove={(meet) => deleteMonthlyMeet(meet.id)}
        deleteHint="To take it off the site but keep it, edit it, untick Active and save instead."
        onDeleted={deleted}
      />
    </>
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

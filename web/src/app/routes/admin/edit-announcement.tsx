import { announcementSchema } from '@domain/admin-site-content';
import type { Announcement } from '@domain/model';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { Form } from '../../../components/form/form';
import { TextAreaField, TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import {
  adminAnnouncementQuery,
  updateAnnouncement,
} from '../../../features/content/admin/api/announcement';
import { AdminQueryPage } from '../../../components/admin/admin-page';

function AnnouncementForm({ announcement }: { announcement: Announcement }) {
  const form = useForm({
    initial: () => ({ ...announcement }),
    validate: (v: Announcement) => announcementSchema.safeParse(v),
    submit: updateAnnouncement,
    onSuccess: (saved) => ({
      message: saved.active
        ? `Saved. Visitors see “${saved.title}” once, up to and including ${saved.expiresOn}.`
        : 'Saved. The announcement is switched off.',
      values: saved,
    }),
  });
  const { field } = form;
  return (
    <Form form={form} submit="Save announcement">
      <TextField label="Title" {...field('title')} />
      <TextAreaField label="Message" {...field('message')} rows={4} />
      <TextField
        label="Show until"
        {...field('expiresOn')}
        type="date"
        hint="The last day it shows (London time)"
      />
      <CheckboxField
        label="Active"
        {...form.checkbox('active')}
        hint="Visitors see it once, after their cookie choice"
      />
    </Form>
  );
}

export default function EditAnnouncement() {
  return (
    <AdminQueryPage
      title="Edit the announcement"
      lede="The notice shown once to every visitor."
      query={adminAnnouncementQuery}
      what="the announcement"
    >
      {(announcement) => <AnnouncementForm announcement={announcement} />}
    </AdminQueryPage>
  );
}

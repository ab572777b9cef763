import { announcementSchema } from '@domain/admin-site-content';
import type { Announcement } from '@domain/model';
import { AdminEditorPage } from '../../../components/admin/admin-editor-page';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextAreaField, TextField } from '../../../components/form/text-field';
import {
  adminAnnouncementQuery,
  updateAnnouncement,
} from '../../../features/content/admin/api/announcement';

export default function EditAnnouncement() {
  return (
    <AdminEditorPage
      title="Edit the announcement"
      lede="The notice shown once to every visitor."
      query={adminAnnouncementQuery}
      what="the announcement"
      toValues={(announcement: Announcement) => ({ ...announcement })}
      validate={(v) => announcementSchema.safeParse(v)}
      submit={updateAnnouncement}
      savedMessage={(saved) =>
        saved.active
          ? `Saved. Visitors see “${saved.title}” once, up to and including ${saved.expiresOn}.`
          : 'Saved. The announcement is switched off.'
      }
      submitLabel="Save announcement"
    >
      {(form) => (
        <>
          <TextField label="Title" {...form.field('title')} />
          <TextAreaField label="Message" {...form.field('message')} rows={4} />
          <TextField
            label="Show until"
            {...form.field('expiresOn')}
            type="date"
            hint="The last day it shows (London time)"
          />
          <CheckboxField
            label="Active"
            {...form.checkbox('active')}
            hint="Visitors see it once, after their cookie choice"
          />
        </>
      )}
    </AdminEditorPage>
  );
}

import { announcementSchema } from '@domain/admin-site-content';
import type { Announcement } from '@domain/model';
import { getAnnouncement, updateAnnouncement } from '../../../features/admin/api/announcement';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { CheckboxField, TextAreaField, TextField } from '../../../features/admin/components/fields';
import { FormStatus, SubmitButton } from '../../../features/admin/components/form-status';
import { LoadFailed, Loading } from '../../../features/admin/components/loading';
import { useAdminForm } from '../../../features/admin/use-admin-form';
import { useAdminQuery } from '../../../features/admin/use-admin-query';

function AnnouncementForm({ announcement }: { announcement: Announcement }) {
  const form = useAdminForm({
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
  const { values, set, errors } = form;
  return (
    <form
      className="card admin-form"
      noValidate
      aria-busy={form.saving}
      onSubmit={(e) => void form.onSubmit(e)}
    >
      <FormStatus success={form.success} error={form.error} />
      <TextField
        label="Title"
        name="title"
        value={values.title}
        onChange={set('title')}
        error={errors.title}
        required
      />
      <TextAreaField
        label="Message"
        name="message"
        rows={4}
        value={values.message}
        onChange={set('message')}
        error={errors.message}
        required
      />
      <TextField
        label="Show until"
        name="expiresOn"
        type="date"
        value={values.expiresOn}
        onChange={set('expiresOn')}
        hint="The last day it shows (London time)"
        error={errors.expiresOn}
        required
      />
      <CheckboxField
        label="Active"
        name="active"
        checked={values.active}
        onChange={set('active')}
        hint="Visitors see it once, after their cookie choice"
        error={errors.active}
      />
      <SubmitButton saving={form.saving}>Save announcement</SubmitButton>
    </form>
  );
}

export default function EditAnnouncement() {
  const { query, reload } = useAdminQuery(getAnnouncement);
  return (
    <AdminPage title="Edit the announcement" lede="The notice shown once to every visitor.">
      {query.status === 'loading' && <Loading label="Loading the announcement..." />}
      {query.status === 'error' && <LoadFailed message={query.error} onRetry={reload} />}
      {query.status === 'ready' && <AnnouncementForm announcement={query.data} />}
    </AdminPage>
  );
}

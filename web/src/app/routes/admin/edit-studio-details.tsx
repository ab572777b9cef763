import { MAX_ADDRESS_LINES, studioSchema } from '@domain/studio';
import type { StudioDetails } from '@domain/studio-details';
import { AdminEditorPage } from '../../../components/admin/admin-editor-page';
import { TextAreaField, TextField } from '../../../components/form/text-field';
import { invalidateQuery } from '../../../lib/query-cache';
import { studioQuery } from '../../../lib/studio';
import {
  studioDetailsQuery,
  updateStudioDetails,
} from '../../../features/content/admin/api/studio-details';

/** The form's values: lists are edited as lines of text. */
type Values = Omit<StudioDetails, 'addressLines' | 'social'> & {
  addressLines: string;
  social: string;
};

const toValues = (studio: StudioDetails): Values => ({
  ...studio,
  addressLines: studio.addressLines.join('\n'),
  social: studio.social.map((s) => `${s.name} ${s.url}`).join('\n'),
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** "Instagram https://…": the name is everything before the address (the last word). */
function socialLinks(text: string) {
  return lines(text).map((line) => {
    const at = line.lastIndexOf(' ');
    return at < 0 ? { name: line, url: '' } : { name: line.slice(0, at), url: line.slice(at + 1) };
  });
}

function validate(values: Values) {
  const result = studioSchema.safeParse({
    ...values,
    addressLines: lines(values.addressLines),
    social: socialLinks(values.social),
  });
  // A problem with one social link is shown beside the box they are typed in.
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (issue.path[0] === 'social') Object.assign(issue, { path: ['social'] });
    }
  }
  return result;
}

/** Saves the details; the site's header, footer and titles read them again. */
async function save(body: StudioDetails) {
  const saved = await updateStudioDetails(body);
  invalidateQuery(studioQuery.key);
  return saved;
}

export default function EditStudioDetails() {
  return (
    <AdminEditorPage
      title="Studio details"
      lede="Shown in the site's header and footer, the contact, about and terms pages, emails and calendar files. A field left empty is not shown."
      query={studioDetailsQuery}
      what="the studio details"
      toValues={toValues}
      validate={validate}
      submit={save}
      savedMessage={() => 'Saved. The site, new emails and calendar files use these details now.'}
      submitLabel="Save studio details"
    >
      {(form) => (
        <>
          <TextField label="Studio name" {...form.field('name')} autoComplete="organization" />
          <TextField
            label="Tagline"
            {...form.field('tagline')}
            hint="A line under the name in page titles"
          />
          <TextAreaField
            label="Address"
            {...form.field('addressLines')}
            rows={4}
            hint={`One line each, up to ${MAX_ADDRESS_LINES}`}
          />
          <TextField label="Email" {...form.field('email')} type="email" autoComplete="email" />
          <TextField label="Phone" {...form.field('phone')} type="tel" autoComplete="tel" />
          <TextAreaField
            label="When we're open"
            {...form.field('openingHours')}
            rows={2}
            hint="Shown with the address, for example: Tuesday to Saturday, 10am to 5pm"
          />
          <TextField
            label="Map link"
            {...form.field('mapUrl')}
            type="url"
            hint="An https:// address"
          />
          <TextAreaField
            label="Social links"
            {...form.field('social')}
            rows={3}
            hint="One per line: the site's name, a space, then its https:// address"
          />
          <TextField
            label="Emails come from"
            {...form.field('senderName')}
            hint="The sender name visitors see (the studio's name when empty)"
          />
          <TextField
            label="Google Analytics measurement id"
            {...form.field('analyticsId')}
            hint="Such as G-ABC123DEF4. Empty: no analytics, and the cookie notice does not ask"
          />
        </>
      )}
    </AdminEditorPage>
  );
}

import type { PersonData } from '@domain/contracts/people';
import { useId, useRef, useState } from 'react';
import { personEmailSchema } from '@domain/contact';
import { FormStatus } from '../../../components/form/form-status';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { SummaryList } from '../../../components/summary-list';
import { getPersonData } from '../../../features/people/admin/api/get-person-data';
import { AdminPage } from '../../../components/admin/admin-page';
import { ErasePersonDialog } from '../../../features/people/admin/components/erase-person-dialog';
import { downloadFile } from '../../../lib/admin/download';
import {
  personDataFileName,
  personDataJson,
  personSummary,
} from '../../../features/people/admin/person-data';

type Result =
  { kind: 'downloaded'; data: PersonData; filename: string } | { kind: 'erase'; email: string };

export default function PersonDataPage() {
  const summaryId = useId();
  // Which button sent the form: both check the address the same way first.
  const intent = useRef<'download' | 'erase'>('download');
  const [held, setHeld] = useState<PersonData>();
  const [erasing, setErasing] = useState<string>();

  const form = useForm({
    initial: { email: '' },
    validate: (values: { email: string }) => personEmailSchema.safeParse(values),
    submit: async ({ email }): Promise<Result> => {
      if (intent.current === 'erase') return { kind: 'erase', email };
      const data = await getPersonData(email);
      const filename = personDataFileName(data.email);
      downloadFile(filename, new Blob([personDataJson(data)], { type: 'application/json' }));
      return { kind: 'downloaded', data, filename };
    },
    onSuccess: (result) => {
      if (result.kind === 'erase') {
        // What is shown stays only while it is about the address that may be erased.
        setHeld((shown) => (shown?.email === result.email ? shown : undefined));
        setErasing(result.email);
        return { message: '' };
      }
      setHeld(result.data);
      return { message: `Downloaded ${result.filename}.` };
    },
  });

  return (
    <AdminPage
      title="Person data"
      lede="Everything held about one email address: download it for a subject access request, or erase it."
    >
      <form
        className="card form-card"
        noValidate
        aria-busy={form.saving}
        onSubmit={(e) => void form.onSubmit(e)}
      >
        <FormStatus success={form.success} error={form.error} />
        <TextField
          label="Email address"
          {...form.field('email')}
          type="email"
          autoComplete="off"
          hint="Their bookings, waiting-list places, newsletter signup and the emails sent to them"
        />
        <div className="cluster form-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={form.saving}
            onClick={() => (intent.current = 'download')}
          >
            Download data
          </button>
          <button
            type="submit"
            className="button button--danger"
            disabled={form.saving}
            onClick={() => (intent.current = 'erase')}
          >
            Erase
          </button>
          {form.saving && <span className="muted">Loading…</span>}
        </div>
      </form>
      {held && (
        <section className="card stack" aria-labelledby={summaryId}>
          <h2 id={summaryId} className="admin-type-row__title">
            Held about {held.email}
          </h2>
          <SummaryList rows={personSummary(held)} />
        </section>
      )}
      {erasing && (
        <ErasePersonDialog
          email={erasing}
          onDismiss={() => setErasing(undefined)}
          onErased={(message) => {
            setErasing(undefined);
            setHeld(undefined);
            form.announce(message);
          }}
        />
      )}
    </AdminPage>
  );
}

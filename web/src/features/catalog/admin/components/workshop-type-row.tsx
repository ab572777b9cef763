import { useId, useState } from 'react';
import { workshopTypeSchema } from '@domain/admin-workshop-type';
import type { WorkshopType } from '@domain/model';
import { FormError } from '../../../../components/form/form-status';
import { useForm } from '../../../../components/form/use-form';
import { deleteWorkshopType } from '../api/delete-workshop-type';
import { updateWorkshopType } from '../api/update-workshop-type';
import { toBody, toValues, type WorkshopTypeValues } from '../workshop-type-values';
import { ActionName } from '../../../../components/admin/action-name';
import { DeleteDialog } from '../../../../components/admin/delete-dialog';
import { WorkshopTypeFields } from './workshop-type-fields';

type RowState = 'clean' | 'dirty' | 'saving' | 'saved' | 'error';

const stateLabel: Record<RowState, string> = {
  clean: 'No changes',
  dirty: 'Unsaved changes',
  saving: 'Saving…',
  saved: 'Saved',
  error: 'Not saved',
};

const same = (a: WorkshopTypeValues, b: WorkshopTypeValues) =>
  JSON.stringify(a) === JSON.stringify(b);

interface WorkshopTypeRowProps {
  type: WorkshopType;
  /** It was deleted: the page says `message` and reloads the list. */
  onDeleted: (message: string) => void;
}

/**
 * One workshop type, edited in place and saved whole (PUT /api/update_workshop_type), or
 * deleted after asking (refused while a future date of it has a booking).
 */
export function WorkshopTypeRow({ type, onDeleted }: WorkshopTypeRowProps) {
  const headingId = useId();
  const [saved, setSaved] = useState(() => toValues(type));
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useForm({
    initial: (): WorkshopTypeValues => toValues(type),
    validate: (v: WorkshopTypeValues) => workshopTypeSchema.safeParse(toBody(v)),
    submit: updateWorkshopType,
    onSuccess: (result: WorkshopType) => {
      const values = toValues(result);
      setSaved(values);
      return { message: `Saved ${result.name}.`, values };
    },
  });
  const dirty = !same(form.values, saved);
  const state: RowState = form.saving
    ? 'saving'
    : form.error && dirty
      ? 'error'
      : dirty
        ? 'dirty'
        : form.success
          ? 'saved'
          : 'clean';

  // The dialog is the form's sibling: React passes a portal's events to its React parents, and
  // its submit must not also submit this form.
  return (
    <>
      <form
        className="card admin-type-row"
        aria-labelledby={headingId}
        aria-busy={form.saving}
        noValidate
        onSubmit={(e) => {
          setOpen(true);
          void form.onSubmit(e);
        }}
      >
        <div className="admin-type-row__head">
          <div>
            <h2 id={headingId} className="admin-type-row__title">
              {saved.name}
            </h2>
            <p className="muted">
              {saved.price} · {saved.level} · {saved.duration}
              {saved.active ? '' : ' · inactive'}
            </p>
          </div>
          <div className="cluster">
            <span
              role="status"
              className={
                state === 'clean' ? 'badge row-state' : `badge row-state row-state--${state}`
              }
            >
              {stateLabel[state]}
            </span>
            <button
              type="submit"
              className="button button--primary"
              disabled={form.saving || !dirty}
              aria-busy={form.saving}
            >
              <ActionName action="Save" of={saved.name} />
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={form.saving}
              onClick={() => setDeleting(true)}
            >
              <ActionName action="Delete" of={saved.name} />
            </button>
          </div>
        </div>
        <FormError error={form.error}>
          {dirty && <p>Your changes are kept below; correct them and save again.</p>}
        </FormError>
        <details open={open || dirty} onToggle={(e) => setOpen(e.currentTarget.open)}>
          <summary>Edit {saved.name}</summary>
          {/* Rendered once opened: a long list of closed rows stays quick to draw. */}
          {(open || dirty) && <WorkshopTypeFields form={form} idMode="fixed" />}
        </details>
      </form>
      {deleting && (
        <DeleteDialog
          what={`the workshop type “${saved.name}”`}
          hint="Its future dates go with it. A type with bookings on future dates cannot be deleted: untick Active and save to retire it instead."
          remove={() => deleteWorkshopType(type.id)}
          onDismiss={() => setDeleting(false)}
          onDeleted={(message) => {
            setDeleting(false);
            onDeleted(message);
          }}
        />
      )}
    </>
  );
}

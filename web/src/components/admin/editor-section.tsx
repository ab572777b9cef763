import { type ReactNode, type Ref, useId } from 'react';
import { Form } from '../form/form';
import type { FormOf } from '../form/use-form';

interface EditorSectionProps {
  /** The name of the item being edited; none when the form adds a new one. */
  editing?: string;
  /** The heading when adding: "Write a news item". */
  addTitle: string;
  /** The submit button when adding: "Publish news item" ("Save changes" when editing). */
  addSubmit: string;
  form: Pick<FormOf<object>, 'saving' | 'success' | 'error' | 'onSubmit'>;
  headingRef: Ref<HTMLHeadingElement>;
  onStop: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/** The form of a content page, headed by what it does now: adding, or editing one item. */
export function EditorSection({
  editing,
  addTitle,
  addSubmit,
  form,
  headingRef,
  onStop,
  children,
}: EditorSectionProps) {
  const headingId = useId();
  return (
    <section className="stack" aria-labelledby={headingId}>
      <div className="admin-page__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {editing === undefined ? addTitle : `Edit “${editing}”`}
        </h2>
        {editing !== undefined && (
          <button type="button" className="button button--ghost" onClick={onStop}>
            Stop editing
          </button>
        )}
      </div>
      <Form form={form} submit={editing === undefined ? addSubmit : 'Save changes'}>
        {children}
      </Form>
    </section>
  );
}

import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Form } from '../form/form';
import { type FormOf, useForm } from '../form/use-form';
import type { QueryDef } from '../../lib/query-cache';
import { AdminQueryPage, type AdminPageProps } from './admin-page';

interface EditorProps<D, V extends object, B> {
  /** The form's values for the stored document (after loading and after saving). */
  toValues: (doc: D) => V;
  /** The shared schema's check: the body to send, or field errors. */
  validate: (values: V) => { success: true; data: B } | { success: false; error: z.ZodError };
  /** Saves the document and answers it as stored. */
  submit: (body: B) => Promise<D>;
  /** What the page says once it is saved. */
  savedMessage: (saved: D) => string;
  /** The submit button's text: "Save announcement". */
  submitLabel: string;
  /** The form's fields. */
  children: (form: FormOf<V>) => ReactNode;
}

interface AdminEditorPageProps<D, V extends object, B>
  extends Omit<AdminPageProps, 'children'>, EditorProps<D, V, B> {
  query: QueryDef<D>;
  /** What loads: "the announcement". */
  what: string;
}

/**
 * A staff page that edits one stored document of site content (the announcement, the payment
 * links, the studio's details): loaded, edited in one form, saved whole.
 */
export function AdminEditorPage<D, V extends object, B>({
  query,
  what,
  title,
  description,
  lede,
  actions,
  ...editor
}: AdminEditorPageProps<D, V, B>) {
  return (
    <AdminQueryPage
      title={title}
      description={description}
      lede={lede}
      actions={actions}
      query={query}
      what={what}
    >
      {(doc) => <DocumentForm doc={doc} {...editor} />}
    </AdminQueryPage>
  );
}

function DocumentForm<D, V extends object, B>({
  doc,
  toValues,
  savedMessage,
  submitLabel,
  children,
  ...check
}: EditorProps<D, V, B> & { doc: D }) {
  const form = useForm({
    ...check,
    initial: () => toValues(doc),
    onSuccess: (saved: D) => ({ message: savedMessage(saved), values: toValues(saved) }),
  });
  return (
    <Form form={form} submit={submitLabel}>
      {children(form)}
    </Form>
  );
}

import type { ReactNode } from 'react';
import type { FormOf } from '../form/use-form';
import type { ContentEditorState } from '../../lib/admin/use-content-editor';
import { ContentList } from './content-list';
import { EditorSection } from './editor-section';

interface ContentEditorProps<T extends { id: string }, V extends object> {
  editor: ContentEditorState<T, V>;
  form: Pick<FormOf<V>, 'reset' | 'announce' | 'saving' | 'success' | 'error' | 'onSubmit'>;
  /** The item as staff know it: the form's heading while editing it, the list, its buttons. */
  name: (item: T) => string;
  /** The form's heading and submit button when it adds an item. */
  add: { title: string; submit: string };
  /** The list of stored items under the form. */
  list: {
    title: string;
    empty: string;
    /** "the news item" in "Delete the news item “Spring yarns”?". */
    kind: string;
    details?: (item: T) => ReactNode;
    remove: (item: T) => Promise<unknown>;
    deleteHint?: ReactNode;
    /** Called before the page reloads after a deletion. */
    onDeleted?: (item: T) => void;
  };
  /** Shown between the form and the list. */
  between?: ReactNode;
  /** Wraps the list when it loads on its own (the form shows at once). */
  listFrame?: (list: ReactNode) => ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A content page's editor (news items, monthly meets, a monthly series): one form that adds
 * an item or edits a stored one, and the stored items with Edit and Delete.
 */
export function ContentEditor<T extends { id: string }, V extends object>({
  editor,
  form,
  name,
  add,
  list: { onDeleted, ...list },
  between,
  listFrame = (shown) => shown,
  children,
}: ContentEditorProps<T, V>) {
  const { editing } = editor;
  const { edit, stopEditing, deleted } = editor.wire(form);
  return (
    <>
      <EditorSection
        editing={editing && name(editing)}
        addTitle={add.title}
        headingRef={editor.heading}
        addSubmit={add.submit}
        form={form}
        onStop={stopEditing}
      >
        {children}
      </EditorSection>
      {between}
      {listFrame(
        <ContentList
          {...list}
          headingRef={editor.listHeading}
          items={editor.items}
          name={name}
          editingId={editing?.id}
          onEdit={edit}
          onDeleted={(item, message) => {
            onDeleted?.(item);
            deleted(item, message);
          }}
        />,
      )}
    </>
  );
}

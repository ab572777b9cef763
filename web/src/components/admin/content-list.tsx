import { type ReactNode, type Ref, useId, useState } from 'react';
import { ActionName } from './action-name';
import { DeleteDialog } from './delete-dialog';

interface ContentListProps<T extends { id: string }> {
  title: string;
  /** Focused when the item that had focus was deleted. */
  headingRef?: Ref<HTMLHeadingElement>;
  items: readonly T[];
  empty: string;
  /** The item's name as staff know it; also names its buttons for screen readers. */
  name: (item: T) => string;
  /** "the news item" in "Delete the news item “Spring yarns”?". */
  kind: string;
  details?: (item: T) => ReactNode;
  /** The item the form above is editing. */
  editingId?: string;
  onEdit: (item: T) => void;
  remove: (item: T) => Promise<unknown>;
  onDeleted: (item: T, message: string) => void;
  deleteHint?: ReactNode;
}

/** Stored items, each with Edit (in the form above) and Delete (after asking). */
export function ContentList<T extends { id: string }>({
  title,
  headingRef,
  items,
  empty,
  name,
  kind,
  details,
  editingId,
  onEdit,
  remove,
  onDeleted,
  deleteHint,
}: ContentListProps<T>) {
  const headingId = useId();
  const [deleting, setDeleting] = useState<T>();
  return (
    <section className="stack" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="empty-state">{empty}</p>
      ) : (
        <ul className="admin-items">
          {items.map((item) => (
            <li key={item.id} className="card admin-item">
              <div>
                <p className="admin-item__name">
                  {name(item)}
                  {item.id === editingId && (
                    <>
                      {' '}
                      <span className="badge">Editing</span>
                    </>
                  )}
                </p>
                {details && <p className="muted">{details(item)}</p>}
              </div>
              <div className="cluster">
                <button type="button" className="button" onClick={() => onEdit(item)}>
                  <ActionName action="Edit" of={name(item)} />
                </button>
                <button
                  type="button"
                  className="button button--danger"
                  onClick={() => setDeleting(item)}
                >
                  <ActionName action="Delete" of={name(item)} />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <DeleteDialog
          what={`${kind} “${name(deleting)}”`}
          hint={deleteHint}
          remove={() => remove(deleting)}
          onDismiss={() => setDeleting(undefined)}
          onDeleted={(message) => {
            setDeleting(undefined);
            onDeleted(deleting, message);
          }}
        />
      )}
    </section>
  );
}

import { type ReactNode, type Ref, useId } from 'react';

interface EditorSectionProps {
  /** The name of the item being edited; none when the form adds a new one. */
  editing?: string;
  /** The heading when adding: "Add a news item". */
  addTitle: string;
  headingRef: Ref<HTMLHeadingElement>;
  onStop: () => void;
  children: ReactNode;
}

/** The form of a content page, headed by what it does now: adding, or editing one item. */
export function EditorSection({
  editing,
  addTitle,
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
      {children}
    </section>
  );
}

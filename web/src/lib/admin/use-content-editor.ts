import { useEffect, useRef, useState } from 'react';
import type { FormOf } from '../../components/form/use-form';
import { useRefocus } from './use-refocus';

interface Options<T, V> {
  /** The stored items as loaded: a new copy after a reload. */
  items: readonly T[];
  /** The form's values for a new item. */
  fresh: () => V;
  toValues: (item: T) => V;
  reload: () => void;
}

/**
 * The wiring of a content page: one form that adds an item or edits a stored one, and the
 * list of stored items with Edit and Delete. Starting to edit moves focus to the form's
 * heading; deleting the item whose button had focus moves it to the list's heading.
 */
export function useContentEditor<T extends { id: string }, V extends object>({
  items,
  fresh,
  toValues,
  reload,
}: Options<T, V>) {
  const [editing, setEditing] = useState<T>();
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusToken, setFocusToken] = useState(0);
  const list = useRefocus<HTMLHeadingElement>(items);

  useEffect(() => {
    if (focusToken > 0) heading.current?.focus();
  }, [focusToken]);

  /** The handlers, once the page's form (which needs `editing`) exists. */
  const wire = (form: Pick<FormOf<V>, 'reset' | 'announce'>) => {
    const stopEditing = () => {
      setEditing(undefined);
      form.reset(fresh());
    };
    return {
      stopEditing,
      edit: (item: T) => {
        setEditing(item);
        form.reset(toValues(item));
        setFocusToken((n) => n + 1);
      },
      deleted: (item: T, message: string) => {
        if (editing?.id === item.id) stopEditing();
        form.announce(message);
        list.arm();
        reload();
      },
    };
  };

  return {
    items,
    editing,
    /** Saved: the form adds again (its values are reset by useForm's outcome). */
    saved: () => {
      setEditing(undefined);
      reload();
    },
    heading,
    listHeading: list.target,
    wire,
  };
}

export type ContentEditorState<T extends { id: string }, V extends object> = ReturnType<
  typeof useContentEditor<T, V>
>;

import { useEffect, useRef, useState } from 'react';

/**
 * Which stored item a page's form is editing (none: it adds a new one). Starting to edit
 * moves focus to the form's heading, so keyboard and screen reader users land on the form.
 */
export function useEditing<T extends { id: string }>() {
  const [editing, setEditing] = useState<T>();
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusToken, setFocusToken] = useState(0);

  useEffect(() => {
    if (focusToken > 0) heading.current?.focus();
  }, [focusToken]);

  return {
    editing,
    heading,
    start: (item: T) => {
      setEditing(item);
      setFocusToken((n) => n + 1);
    },
    stop: () => setEditing(undefined),
  };
}

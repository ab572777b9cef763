import { useEffect, useRef } from 'react';

/**
 * After an action whose control may go with the data (a cancelled booking's row, a deleted
 * item), puts focus on `target` once the data has reloaded, if the focused control went with
 * it; otherwise focus stays where it is.
 */
export function useRefocus<T extends HTMLElement>(data: unknown) {
  const target = useRef<T>(null);
  const armedOn = useRef<{ data: unknown }>(undefined);

  useEffect(() => {
    if (!armedOn.current || armedOn.current.data === data) return;
    armedOn.current = undefined;
    const focused = document.activeElement;
    if (!focused || focused === document.body) target.current?.focus();
  }, [data]);

  return {
    target,
    arm: () => {
      armedOn.current = { data };
    },
  };
}

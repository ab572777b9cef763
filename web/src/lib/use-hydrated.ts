import { useSyncExternalStore } from 'react';

/** A store that never changes: for useSyncExternalStore's server/client snapshots alone. */
export const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true after: what reads
 * the visitor's own storage renders only then, so the cached HTML is the same for everyone.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

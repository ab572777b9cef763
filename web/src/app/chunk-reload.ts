// A tab left open across a deploy asks for page code whose hashed file no longer exists. The
// fix is the new shell, so the first failed download reloads the page; a second failure soon
// after (the network is down, not the deploy) is left to the page's error screen rather than
// reloading in a loop.

const RELOADED_AT = 'studio:chunk-reload-at';
export const RELOAD_AGAIN_AFTER_MS = 60_000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Reloads the page unless it was reloaded for this reason within the last minute. */
export function reloadOnce(
  store: Store | undefined = safeSessionStorage(),
  now = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!store) return false;
  const last = Number(store.getItem(RELOADED_AT));
  if (last && now - last < RELOAD_AGAIN_AFTER_MS) return false;
  store.setItem(RELOADED_AT, String(now));
  reload();
  return true;
}

/** Loads page code; if that fails, reloads once and keeps the page waiting for the new shell. */
export async function loadOrReload<T>(load: () => Promise<T>, reload = reloadOnce): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (reload()) return new Promise<T>(() => undefined);
    throw error;
  }
}

function safeSessionStorage(): Store | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

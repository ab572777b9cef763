import { useRef, useState } from 'react';
import { ApiError } from '../api-client';

/**
 * One staff action at a time on a list (a row's button): which row is busy, and what the last
 * action came to, for the page's ActionResult. `onDone` reloads the list after a success.
 */
export function useRowAction(onDone: () => void) {
  const [busy, setBusy] = useState<string>();
  const [message, setMessage] = useState({ success: '', error: '' });
  const inFlight = useRef(false);

  /** Runs `action` for row `id`; its answer is the success message, `failure` leads the error. */
  async function run(id: string, action: () => Promise<string>, failure: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(id);
    setMessage({ success: '', error: '' });
    try {
      setMessage({ success: await action(), error: '' });
      onDone();
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : 'Please try again.';
      setMessage({ success: '', error: `${failure}: ${reason}` });
    } finally {
      inFlight.current = false;
      setBusy(undefined);
    }
  }

  return { busy, message, run };
}

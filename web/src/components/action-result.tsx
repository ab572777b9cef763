import { useEffect, useRef } from 'react';
import { FormStatus } from './form/form-status';

/**
 * What an action came to: success in role=status, failure in role=alert. It takes focus when
 * it says something, because the button that was pressed has often gone with the change.
 */
export function ActionResult({ success, error }: { success: string; error: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (success || error) ref.current?.focus();
  }, [success, error]);
  return (
    <div ref={ref} tabIndex={-1} className="action-result">
      <FormStatus success={success} error={error} />
    </div>
  );
}

import type { ReactNode } from 'react';

interface FormStatusProps {
  success: string;
  error: string;
}

/** The live regions of a form: success in role=status (polite), failure in role=alert. */
export function FormStatus({ success, error }: FormStatusProps) {
  return (
    <>
      <div role="status" className="form-status">
        {success && (
          <div className="alert alert--success">
            <p className="alert__title">{success}</p>
          </div>
        )}
      </div>
      <FormError error={error} />
    </>
  );
}

interface FormErrorProps {
  error: string | undefined;
  /** What else the person should know (kept input, a provider's own words). */
  children?: ReactNode;
}

/** A form's failure, announced at once (role=alert); nothing while there is none. */
export function FormError({ error, children }: FormErrorProps) {
  if (!error) return null;
  return (
    <div role="alert" className="alert alert--error">
      <p className="alert__title">{error}</p>
      {children}
    </div>
  );
}

interface SubmitButtonProps {
  saving: boolean;
  children: string;
}

/** Disabled while saving so a form cannot be sent twice. */
export function SubmitButton({ saving, children }: SubmitButtonProps) {
  return (
    <div className="cluster form-actions">
      <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
        {children}
      </button>
      {saving && <span className="muted">Saving…</span>}
    </div>
  );
}

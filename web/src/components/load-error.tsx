import type { ApiError } from '../lib/api-client';

interface LoadErrorProps {
  what: string;
  error?: ApiError;
  onRetry: () => void;
}

// Only a refused sign-in has something to say that "check your connection" does not.
const isAuthError = (error?: ApiError) => error?.status === 401 || error?.status === 403;

/** A failed load keeps the page and offers another try. */
export function LoadError({ what, error, onRetry }: LoadErrorProps) {
  return (
    <div className="alert alert--error" role="alert">
      <p className="alert__title">We couldn't load {what} just now.</p>
      <p>{isAuthError(error) ? error?.message : 'Please check your connection and try again.'}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

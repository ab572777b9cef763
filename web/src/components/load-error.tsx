interface LoadErrorProps {
  what: string;
  onRetry: () => void;
}

/** A failed load keeps the page and offers another try. */
export function LoadError({ what, onRetry }: LoadErrorProps) {
  return (
    <div className="alert alert--error" role="alert">
      <p className="alert__title">We couldn't load {what} just now.</p>
      <p>Please check your connection and try again.</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

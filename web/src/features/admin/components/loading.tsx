interface LoadingProps {
  label: string;
}

export function Loading({ label }: LoadingProps) {
  return (
    <div className="stack" aria-busy="true">
      <p role="status">{label}</p>
      <span className="skeleton skeleton--text" />
      <span className="skeleton skeleton--text" />
    </div>
  );
}

interface LoadFailedProps {
  message: string;
  onRetry: () => void;
}

export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  return (
    <div role="alert" className="alert alert--error">
      <p className="alert__title">{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

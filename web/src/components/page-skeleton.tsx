/** Placeholder while a page's code loads: a title and a few cards, so nothing jumps. */
export function PageSkeleton() {
  return (
    <div className="container" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading…
      </span>
      <span className="skeleton skeleton--title" />
      <span className="skeleton skeleton--text" />
      <CardGridSkeleton count={3} />
    </div>
  );
}

interface TextSkeletonProps {
  lines?: number;
  title?: boolean;
  className?: string;
}

/** A title (if asked for) and lines of text. */
export function TextSkeleton({ lines = 2, title = false, className }: TextSkeletonProps) {
  return (
    <div className={className} aria-hidden="true">
      {title && <span className="skeleton skeleton--title" />}
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton skeleton--text" />
      ))}
    </div>
  );
}

export function CardGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul className="grid skeleton-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card">
          <span className="skeleton skeleton--image" />
          <TextSkeleton title className="card__body" />
        </li>
      ))}
    </ul>
  );
}

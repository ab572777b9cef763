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

export function CardGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul className="grid skeleton-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card">
          <span className="skeleton skeleton--image" />
          <div className="card__body">
            <span className="skeleton skeleton--title" />
            <span className="skeleton skeleton--text" />
            <span className="skeleton skeleton--text" />
          </div>
        </li>
      ))}
    </ul>
  );
}

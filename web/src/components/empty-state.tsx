import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  image?: string;
}

export function EmptyState({
  title,
  children,
  image = '/images/placeholder.svg',
}: EmptyStateProps) {
  return (
    <div className="empty-state">
      <img src={image} alt="" width={400} height={300} loading="lazy" />
      <p className="empty-state__title">{title}</p>
      {children}
    </div>
  );
}

import { type ReactNode, useId } from 'react';

interface CardProps {
  title: ReactNode;
  image?: string;
  headingLevel?: 'h2' | 'h3';
  className?: string;
  /** The first screen's cards load their picture at once; the rest when scrolled to. */
  eager?: boolean;
  /** Above the title: a small line (such as the month) or badges. */
  eyebrow?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A picture card named by its title (see CARDS in styles/components.css). */
export function Card({
  title,
  image,
  headingLevel: Heading = 'h3',
  className,
  eager = false,
  eyebrow,
  children,
  actions,
}: CardProps) {
  const titleId = useId();
  return (
    <article className={className ? `card ${className}` : 'card'} aria-labelledby={titleId}>
      <img
        className="card__image"
        src={image || '/images/placeholder.svg'}
        alt=""
        width={400}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="card__body">
        {eyebrow}
        <Heading id={titleId} className="card__title">
          {title}
        </Heading>
        {children}
        {actions && <div className="card__actions">{actions}</div>}
      </div>
    </article>
  );
}

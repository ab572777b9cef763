import type { ScheduledWorkshop } from '@domain/model';
import type { WorkshopCard as CardFields } from '@domain/workshop-card';
import { Link } from '../../../components/link';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';
import { sessionLabel } from '../workshop-format';

interface WorkshopCardProps {
  /** The card's fields; `sessions` (its next date first) where the card names its next date. */
  workshop: CardFields & { sessions?: ScheduledWorkshop[] };
  /** "link": the whole card opens the description; "more-info": a More Info button does. */
  action: 'link' | 'more-info';
  eager?: boolean;
}

export function WorkshopCard({ workshop, action, eager = false }: WorkshopCardProps) {
  const to = paths.workshopDescription.to(workshop.id);
  const next = workshop.sessions?.[0];
  return (
    <Card
      className="workshop-card"
      image={workshop.image}
      eager={eager}
      eyebrow={
        <div className="cluster workshop-card__badges">
          {workshop.level && <span className="badge badge--level">{workshop.level}</span>}
          {workshop.isCourse && <span className="badge">Course</span>}
          {workshop.comingSoon && <span className="badge badge--soon">Coming Soon</span>}
        </div>
      }
      title={action === 'link' ? <Link to={to}>{workshop.name}</Link> : workshop.name}
      actions={
        action === 'more-info' && (
          <Link className="button button--primary" to={to}>
            More Info<span className="visually-hidden"> about {workshop.name}</span>
          </Link>
        )
      }
    >
      {workshop.description && <p className="workshop-card__text">{workshop.description}</p>}
      <p className="card__meta">
        {workshop.price && <span className="workshop-card__price">{workshop.price}</span>}
        {workshop.duration && <span>{workshop.duration}</span>}
      </p>
      {action === 'link' && next && (
        <p className="workshop-card__next">
          <span className="muted">Next:</span> {sessionLabel(next)}
        </p>
      )}
    </Card>
  );
}

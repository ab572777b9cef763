import { Link } from '../../../components/link';
import type { MonthlyWorkshop } from '@domain/model';
import { paths } from '../../../config/paths';

/** How to book a month: "No Dates Available" while it is coming soon, else its type's dates. */
export function MonthlyBooking({ entry }: { entry: MonthlyWorkshop }) {
  if (entry.comingSoon) return <span className="badge badge--soon">No Dates Available</span>;
  if (!entry.workshop_type) return null;
  return (
    <Link className="button button--primary" to={paths.workshopDescription.to(entry.workshop_type)}>
      See dates and book<span className="visually-hidden"> {entry.name}</span>
    </Link>
  );
}

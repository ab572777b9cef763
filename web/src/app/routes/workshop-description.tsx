import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { WorkshopDescription } from '../../features/catalog/components/workshop-description';
import { logBeginCheckout } from '../../features/bookings/booking-analytics';
import { startBooking } from '../../features/bookings/booking-state';
import { BOUQUET_TYPE_ID } from '../../features/monthly/api/cab-now-next';
import { loadOrReload } from '../chunk-reload';

// Only Crochet a Bouquet's page shows its next flowers: every other workshop's page leaves that
// code (and the monthly cards it uses) out of its first view.
const BouquetNext = lazy(() =>
  loadOrReload(() => import('../../features/monthly/components/bouquet-next')).then((m) => ({
    default: m.BouquetNext,
  })),
);

export default function WorkshopDescriptionRoute() {
  const { id = '' } = useParams();
  return (
    <div className="container">
      <WorkshopDescription
        key={id}
        id={id}
        extras={
          id === BOUQUET_TYPE_ID ? (
            <Suspense>
              <BouquetNext />
            </Suspense>
          ) : null
        }
        // The link then opens the date choice.
        onBook={(workshop) => {
          startBooking(workshop);
          logBeginCheckout(workshop);
        }}
      />
    </div>
  );
}

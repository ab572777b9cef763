import { useParams } from 'react-router';
import { WorkshopDescription } from '../../features/catalog/components/workshop-description';
import { logBeginCheckout } from '../../features/bookings/booking-analytics';
import { startBooking } from '../../features/bookings/booking-state';
import { BOUQUET_TYPE_ID } from '../../features/monthly/api/cab-now-next';
import { BouquetNext } from '../../features/monthly/components/bouquet-next';

export default function WorkshopDescriptionRoute() {
  const { id = '' } = useParams();
  return (
    <div className="container">
      <WorkshopDescription
        key={id}
        id={id}
        extras={id === BOUQUET_TYPE_ID ? <BouquetNext /> : null}
        // The link then opens the date choice.
        onBook={(workshop) => {
          startBooking(workshop);
          logBeginCheckout(workshop);
        }}
      />
    </div>
  );
}

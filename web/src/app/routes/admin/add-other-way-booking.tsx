import { getScheduledWorkshops } from '../../../features/admin/api/get-scheduled-workshops';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { LoadFailed, Loading } from '../../../features/admin/components/loading';
import { OtherWayBookingForm } from '../../../features/admin/components/other-way-booking-form';
import { useAdminQuery } from '../../../features/admin/use-admin-query';

export default function AddOtherWayBooking() {
  const { query, reload } = useAdminQuery(getScheduledWorkshops);
  return (
    <AdminPage
      title="Add a booking made another way"
      lede="For bookings by phone, by email or in the studio."
    >
      {query.status === 'loading' && <Loading label="Loading workshop dates..." />}
      {query.status === 'error' && <LoadFailed message={query.error} onRetry={reload} />}
      {query.status === 'ready' && <OtherWayBookingForm dates={query.data} onBooked={reload} />}
    </AdminPage>
  );
}

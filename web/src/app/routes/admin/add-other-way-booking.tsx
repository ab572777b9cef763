import { scheduledWorkshopsQuery } from '../../../features/admin/api/get-scheduled-workshops';
import { AdminQueryPage } from '../../../features/admin/components/admin-page';
import { OtherWayBookingForm } from '../../../features/admin/components/other-way-booking-form';

export default function AddOtherWayBooking() {
  return (
    <AdminQueryPage
      title="Add a booking made another way"
      lede="For bookings by phone, by email or in the studio."
      query={scheduledWorkshopsQuery}
      what="the workshop dates"
    >
      {(dates, reload) => <OtherWayBookingForm dates={dates} onBooked={reload} />}
    </AdminQueryPage>
  );
}

import { scheduledWorkshopsListQuery } from '../../../features/schedule/admin/api/get-scheduled-workshops-list';
import { AdminQueryPage } from '../../../components/admin/admin-page';
import { OtherWayBookingForm } from '../../../features/bookings/admin/components/other-way-booking-form';

export default function AddOtherWayBooking() {
  return (
    <AdminQueryPage
      title="Add a booking made another way"
      lede="For bookings by phone, by email or in the studio."
      query={scheduledWorkshopsListQuery}
      what="the workshop dates"
    >
      {(dates, reload) => <OtherWayBookingForm dates={dates} onBooked={reload} />}
    </AdminQueryPage>
  );
}

import { ManageBookingPage } from '../../features/booking/components/manage-booking-page';

export default ManageBookingPage;

import { BookingStartPage } from '../../features/booking/components/booking-start-page';

export default BookingStartPage;

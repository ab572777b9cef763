import { DateTimeSummaryPage } from '../../features/booking/components/datetime-summary-page';

export default DateTimeSummaryPage;

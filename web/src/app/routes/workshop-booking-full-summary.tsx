import { FullSummaryPage } from '../../features/booking/components/full-summary-page';

export default FullSummaryPage;

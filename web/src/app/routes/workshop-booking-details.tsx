import { DetailsPage } from '../../features/booking/components/details-page';

export default DetailsPage;

import { ClaimOfferPage } from '../../features/booking/components/claim-offer-page';

export default ClaimOfferPage;

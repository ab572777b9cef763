import { CheckoutPage } from '../../features/booking/components/checkout-page';

export default CheckoutPage;

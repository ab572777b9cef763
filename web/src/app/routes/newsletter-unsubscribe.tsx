import { UnsubscribePage } from '../../features/newsletter/components/unsubscribe-page';

export default UnsubscribePage;

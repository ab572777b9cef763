import { LeaveWaitlistPage } from '../../features/booking/components/leave-waitlist-page';

export default LeaveWaitlistPage;

import type { Booking, ScheduledWorkshop } from '@domain/model';
import type { CancelScheduledWorkshopInput } from '@domain/schedule';
import { adminApi } from '../../../../lib/auth';

export interface DateCancellation {
  date: ScheduledWorkshop;
  cancelled: Booking[];
  /** The paid bookings the cancellation cancelled: their money goes back. */
  refundsDue: Booking[];
}

export const cancelScheduledWorkshop = (body: CancelScheduledWorkshopInput) =>
  adminApi<DateCancellation>('cancel_scheduled_workshop', { method: 'POST', body });

import { api } from '../../../lib/api-client';
import { managePath } from './get-manage-booking';

/** POST /api/manage_booking/:token/move: 409 when the new date lacks the places. */
export const moveOwnBooking = (token: string, scheduledWorkshopId: string) =>
  api<'post /api/manage_booking/:token/move'>(`${managePath(token)}/move`, {
    method: 'POST',
    body: { scheduled_workshop_id: scheduledWorkshopId },
  });

import { api } from '../../../lib/api-client';
import { type ManageView, managePath } from './get-manage-booking';

/** POST /api/manage_booking/:token/move: 409 when the new date lacks the places. */
export const moveOwnBooking = (token: string, scheduledWorkshopId: string) =>
  api<ManageView>(`${managePath(token)}/move`, {
    method: 'POST',
    body: { scheduled_workshop_id: scheduledWorkshopId },
  });

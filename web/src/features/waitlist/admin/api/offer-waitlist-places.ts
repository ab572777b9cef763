import { adminApi } from '../../../../lib/auth';

/** POST /api/offer_waitlist_places: offers the date's free places to the line now. */
export const offerWaitlistPlaces = (scheduledWorkshopId: string) =>
  adminApi<{ offered: number }>('offer_waitlist_places', {
    method: 'POST',
    body: { scheduled_workshop_id: scheduledWorkshopId },
  });

import { adminApi } from '../../../../lib/auth';

/** POST /api/offer_waitlist_places: offers the date's free places to the line now. */
export const offerWaitlistPlaces = (scheduledWorkshopId: string) =>
  adminApi<'post /api/offer_waitlist_places'>('offer_waitlist_places', {
    method: 'POST',
    body: { scheduled_workshop_id: scheduledWorkshopId },
  });

import type { WaitlistStatus } from '@domain/waitlist';
import { places } from '@domain/wording';

/** Told to the visitor after "Leave the waiting list", whatever state their place was in. */
export function leftMessage(status: WaitlistStatus, workshopName: string): string {
  if (status === 'claimed') {
    return `You booked your places on ${workshopName} from the waiting list, so there is no place in line to leave. To cancel the booking, use the “Manage your booking” link in its confirmation email.`;
  }
  return `You have left the waiting list for ${workshopName}. We will not email you about it again.`;
}

/** What happens next, after joining. */
export function whatNext(guests: number): string {
  return guests === 1
    ? 'If a place comes free, we hold it for you and email you a link to book it. You then have 24 hours to book before it goes to the next person in line.'
    : `If ${places(guests)} come free, we hold them for you and email you a link to book them. You then have 24 hours to book before they go to the next person in line.`;
}

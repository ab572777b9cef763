export const GUESTS_REQUIRED = 'Please select the number of guests for the workshop';
export const INVALID_EMAIL = 'Invalid email address';
export const INVALID_MOBILE = 'Invalid mobile number';
// An empty field says what to enter; the rule's own message is for something mistyped (docs/product.md#validation-messages).
export const EMAIL_REQUIRED = 'Enter your email address';
export const MOBILE_REQUIRED = 'Enter your mobile number';
export const EXPERIENCE_REQUIRED =
  'Please agree all participants have the skills required and meet the experience level needed for this workshop';
export const TERMS_REQUIRED = 'Please accept our Terms and Conditions before continuing';
/** A date that is not there, for a booking or the waiting list. */
export const UNKNOWN_DATE = 'Sorry, we could not find that workshop date';

export function notEnoughPlaces(left: number): string {
  if (left <= 0) return 'Sorry, this date is now fully booked';
  if (left === 1) return 'Sorry, only 1 place is left on this date';
  return `Sorry, only ${left} places are left on this date`;
}

export function tooManyGuests(max: number): string {
  return `Sorry, we can take at most ${max} guests in one booking; please contact us for a larger group`;
}

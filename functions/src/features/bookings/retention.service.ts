import { startOfLondonDay } from '../../domain/dates.js';
import { deletePhoneNumbersBefore } from './bookings.repository.js';

/**
 * The daily job (data retention, docs/product.md): phone numbers are kept only until the
 * workshop has happened. Removes them from bookings whose workshop was before today
 * (London). Returns how many bookings changed.
 */
export function removePastPhoneNumbers(now = Date.now()): Promise<number> {
  return deletePhoneNumbersBefore(startOfLondonDay(now));
}

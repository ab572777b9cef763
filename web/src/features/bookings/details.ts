import { bookingDetailsSchema, type BookingDetails } from '@domain/booking';
import { fieldErrors } from '@domain/field-errors';
import { guestOptions } from '@domain/guests';
import type { DetailsDraft } from './booking-state';

export const DETAIL_FIELDS = [
  'guests',
  'name',
  'email',
  'mobileNumber',
  'experienceLevel',
  'experienceSkills',
  'experienceConfirmed',
] as const;

export type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailErrors = Partial<Record<DetailField, string>>;

export const EMPTY_DRAFT: DetailsDraft = {
  guests: '',
  name: '',
  email: '',
  mobileNumber: '',
  experienceLevel: '',
  experienceSkills: '',
  experienceConfirmed: false,
};

/** The guests choice as the select can show it: '' when it is not one of today's options. */
export function shownGuests(draft: DetailsDraft, placesLeft: number): string {
  return guestOptions(placesLeft).includes(Number(draft.guests)) ? draft.guests : '';
}

export function validateDetails(
  draft: DetailsDraft,
  placesLeft: number,
): { ok: true; details: BookingDetails } | { ok: false; errors: DetailErrors } {
  const guests = shownGuests(draft, placesLeft);
  const result = bookingDetailsSchema(placesLeft).safeParse({
    ...draft,
    guests: guests === '' ? undefined : Number(guests),
  });
  if (result.success) return { ok: true, details: result.data };
  const all = fieldErrors(result.error);
  const errors: DetailErrors = {};
  for (const field of DETAIL_FIELDS) if (all[field]) errors[field] = all[field];
  return { ok: false, errors };
}

/** Whether the form refuses the field left empty (or unticked): it is marked before it fails. */
export function isRequired(field: DetailField, draft: DetailsDraft, placesLeft: number): boolean {
  const empty = field === 'experienceConfirmed' ? false : '';
  const result = validateDetails({ ...draft, [field]: empty }, placesLeft);
  return !result.ok && field in result.errors;
}

export function firstInvalid(errors: DetailErrors): DetailField | undefined {
  return DETAIL_FIELDS.find((field) => errors[field]);
}

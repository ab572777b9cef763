import { z } from 'zod';
import { emailSchema, ukMobileSchema } from './contact.js';
import { guestsSchema } from './guests.js';
import { ID_PATTERN } from './ids.js';
import { EXPERIENCE_REQUIRED, TERMS_REQUIRED } from './messages.js';

export const MAX_NAME_LENGTH = 200;
export const MAX_EXPERIENCE_LENGTH = 500;

export const BOOKING_MESSAGES = {
  id: 'The booking id is missing or invalid; please start the booking again',
  scheduledWorkshopId: 'Please choose a date for the workshop',
  name: 'Please enter your name',
  nameTooLong: `Please keep the name to ${MAX_NAME_LENGTH} characters`,
  experienceTooLong: `Please keep this to ${MAX_EXPERIENCE_LENGTH} characters`,
} as const;

const freeText = z
  .string()
  .trim()
  .max(MAX_EXPERIENCE_LENGTH, { error: BOOKING_MESSAGES.experienceTooLong })
  .optional();

export function bookingDetailsSchema(placesLeft?: number) {
  return z.object({
    guests: guestsSchema(placesLeft),
    name: z
      .string({ error: BOOKING_MESSAGES.name })
      .trim()
      .max(MAX_NAME_LENGTH, { error: BOOKING_MESSAGES.nameTooLong }),
    email: emailSchema,
    mobileNumber: ukMobileSchema,
    experienceLevel: freeText,
    experienceSkills: freeText,
    experienceConfirmed: z.literal(true, { error: EXPERIENCE_REQUIRED }),
  });
}

export type BookingDetails = z.infer<ReturnType<typeof bookingDetailsSchema>>;

export const termsSchema = z.object({
  termsAccepted: z.literal(true, { error: TERMS_REQUIRED }),
});

export type Terms = z.infer<typeof termsSchema>;

export const saveBookingSchema = bookingDetailsSchema().extend({
  id: z.string({ error: BOOKING_MESSAGES.id }).regex(ID_PATTERN, { error: BOOKING_MESSAGES.id }),
  // Used as a Firestore document id, so a slash must never get through.
  scheduled_workshop_id: z
    .string({ error: BOOKING_MESSAGES.scheduledWorkshopId })
    .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: BOOKING_MESSAGES.scheduledWorkshopId }),
  newsletterSignup: z.boolean().default(false),
  termsAccepted: termsSchema.shape.termsAccepted,
});

export type SaveBookingInput = z.infer<typeof saveBookingSchema>;
export type SaveBookingBody = z.input<typeof saveBookingSchema>;

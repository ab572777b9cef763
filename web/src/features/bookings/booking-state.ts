// The booking flow's state, kept in session storage so it survives a reload (docs/product.md#booking-flow).
// The description page calls startBooking(type) and then navigates to paths.bookingStart.
import type { BookingAnswer } from '@domain/contracts/bookings';
import type { ScheduledWorkshop, WorkshopType } from '@domain/model';
import type { PayWith } from '@domain/payment';

export const BOOKING_STORAGE_KEY = 'studio.booking';
export const CONFIRMATION_STORAGE_KEY = 'studio.booking.confirmation';

export type WorkshopTypeWithSessions = WorkshopType & { sessions?: ScheduledWorkshop[] };

/** What the visitor typed on the details page, kept as typed (strings) so nothing is lost. */
export interface DetailsDraft {
  guests: string;
  name: string;
  email: string;
  mobileNumber: string;
  experienceLevel: string;
  experienceSkills: string;
  experienceConfirmed: boolean;
}

export interface BookingState {
  workshopType: WorkshopTypeWithSessions;
  scheduledWorkshop?: ScheduledWorkshop;
  details?: DetailsDraft;
  newsletterSignup?: boolean;
  termsAccepted?: boolean;
  /** Where the studio offers both: card now or a payment link later. */
  payWith?: PayWith;
  /** Created once per booking attempt so a retry of Finish is idempotent. */
  bookingId?: string;
  /** How many places the visitor said they want when choosing a date. */
  placesWanted?: number;
  /** A discount code applied on the summary step (checked again there, and by the booking). */
  discountCode?: string;
}

/**
 * The saved booking with its reference and manage link, shown on /checkout (also after a
 * reload of that page).
 */
export type BookingConfirmation = BookingAnswer;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function read<T>(key: string): Partial<T> | undefined {
  try {
    const raw = storage()?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the page still works until a reload.
  }
}

export function readBooking(): BookingState | undefined {
  const state = read<BookingState>(BOOKING_STORAGE_KEY);
  return state?.workshopType?.id ? (state as BookingState) : undefined;
}

export function writeBooking(state: BookingState): void {
  write(BOOKING_STORAGE_KEY, state);
}

export function updateBooking(patch: Partial<BookingState>): BookingState | undefined {
  const current = readBooking();
  if (!current) return undefined;
  const next = { ...current, ...patch };
  writeBooking(next);
  return next;
}

export function clearBooking(): void {
  try {
    storage()?.removeItem(BOOKING_STORAGE_KEY);
  } catch {
    // ignore
  }
}

/**
 * Starts booking this workshop type. Coming back to the same type keeps the booking in progress
 * (date, details); another type starts afresh but keeps who is booking, so nobody types it twice.
 */
export function startBooking(workshopType: WorkshopTypeWithSessions): void {
  const current = readBooking();
  if (current?.workshopType.id === workshopType.id) {
    writeBooking({ ...current, workshopType });
    return;
  }
  const details = current?.details;
  writeBooking(
    details
      ? { workshopType, details: { ...details, guests: '', experienceConfirmed: false } }
      : { workshopType },
  );
}

export function readConfirmation(): BookingConfirmation | undefined {
  const saved = read<BookingConfirmation>(CONFIRMATION_STORAGE_KEY);
  return saved?.booking?.id ? (saved as BookingConfirmation) : undefined;
}

export function writeConfirmation(confirmation: BookingConfirmation): void {
  write(CONFIRMATION_STORAGE_KEY, confirmation);
}

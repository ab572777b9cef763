// The booking flow's state, kept in session storage so it survives a reload (SPEC.md section 4).
// The description page calls startBooking(type) and then navigates to paths.bookingStart.
import type { ScheduledWorkshop, WorkshopType } from '@domain/model';

export const BOOKING_STORAGE_KEY = 'studio.booking';

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
  /** Created once per booking attempt so a retry of Finish is idempotent. */
  bookingId?: string;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readBooking(): BookingState | undefined {
  const raw = storage()?.getItem(BOOKING_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<BookingState> | null;
    if (!parsed || typeof parsed !== 'object' || !parsed.workshopType?.id) return undefined;
    return parsed as BookingState;
  } catch {
    return undefined;
  }
}

export function writeBooking(state: BookingState): void {
  try {
    storage()?.setItem(BOOKING_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the flow still works until a reload.
  }
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

/** Starts a new booking of this workshop type (replacing any booking in progress). */
export function startBooking(workshopType: WorkshopTypeWithSessions): void {
  writeBooking({ workshopType });
}

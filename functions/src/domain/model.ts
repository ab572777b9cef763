import type { BookingDiscount } from './discount.js';
// The studio's entities as stored in Firestore and returned by /api (docs/product.md#names-in-the-data-and-the-api).
// Field names stay as the site has always stored them, spellings included (`payed`, `guest_slots_remaining`).

export const CRAFT_TYPES = ['Crochet', 'Knitting', 'Something Different'] as const;
export type CraftType = (typeof CRAFT_TYPES)[number];

export const LEVELS = [
  'Novice',
  'Beginner',
  'Improver',
  'Intermediate',
  'Advanced',
  'All Levels',
] as const;

export interface WorkshopType {
  id: string;
  name: string;
  image: string;
  duration: string;
  level: string;
  price: string;
  priceForTotal: number;
  skills: string;
  longDescription: string;
  description: string;
  notes: string;
  craftType: CraftType;
  active: boolean;
  comingSoon: boolean;
  showOnWorkshopMenu: boolean;
  showOnHomePage: boolean;
  isCourse: boolean;
  courseDates: number;
  courseInterval: number;
  dates: { days: string; time: string };
  workshopSessions: string[];
  timestamp: number;
  month: string;
  year: string;
}

export type DateStatus = 'scheduled' | 'cancelled';

export interface ScheduledWorkshop {
  id: string;
  workshop_type: string;
  date: string;
  month: string;
  year: string;
  time: string;
  day: string;
  /** The date's capacity. */
  guests: number;
  /** max(0, guests - places_taken - places_held): see domain/places.ts. */
  guest_slots_remaining: number;
  /** False when no places are left, staff closed the date or it was cancelled. */
  is_available: boolean;
  date_of_workshop: number;
  /** Places of its booked bookings that took places (absent on dates stored before it existed). */
  places_taken?: number;
  /** Places held for waiting-list offers. */
  places_held?: number;
  /** Staff stopped bookings although places are left. */
  closed?: boolean;
  /** Absent means scheduled. A cancelled date is in no public list and cannot be booked. */
  status?: DateStatus;
  cancelledAt?: number;
  cancelReason?: string;
}

/**
 * awaiting_payment: made by a visitor paying by card, its places held until the payment goes
 * through (then booked) or the hold ends (then expired: the places went back, nothing was paid).
 */
export type BookingStatus = 'booked' | 'cancelled' | 'awaiting_payment' | 'expired';

/** A card payment through Stripe Checkout (domain/payment.ts); amounts in pence. */
export interface CardPayment {
  /**
   * awaiting: a Checkout session is open; processing: paid by a method that settles later;
   * paid; refunded: all or part of it went back; failed: the payment did not go through;
   * expired: the session ended unpaid.
   */
  state: 'awaiting' | 'processing' | 'paid' | 'refunded' | 'failed' | 'expired';
  /** The Checkout session, and its hosted page ("Pay now" opens it again). */
  sessionId?: string;
  checkoutUrl?: string;
  /** When the session (and a new booking's hold) ends. */
  holdUntil?: number;
  /** Whether the booking's places are held for the session (a new booking) or already taken. */
  holds: boolean;
  amount: number;
  paymentIntentId?: string;
  livemode?: boolean;
  paidAt?: number;
  /** Sessions opened for it: the next one's idempotency key. */
  sessionCount?: number;
  /** Refunds asked of Stripe (pence, in total) and how many: each one's idempotency key. */
  refundRequested?: number;
  refundCount?: number;
  /** The refund asked last, until Stripe's charge.refunded event shows it made. */
  refundPending?: { key: string; amount: number; since: number };
  /** Refunded, as Stripe's charge.refunded event last said (pence, in total). */
  refunded?: number;
  /** Paid after its hold ended with no room left: refunded in full at once. */
  lateRefund?: boolean;
}
export type CancelledBy = 'staff' | 'visitor';

export interface Booking {
  id: string;
  /** Absent on bookings stored before the lifecycle existed: they are booked. */
  status?: BookingStatus;
  /** Whether its guests were taken from the date's places (a staff booking may take none). */
  tookPlaces?: boolean;
  cancelledAt?: number;
  cancelledBy?: CancelledBy;
  cancelReason?: string;
  /** The short reference a visitor and staff use (e.g. 7K3Q-PXW2); never the id. */
  reference?: string;
  /** The visitor's secret link: its nonce and SHA-256 (lib/link-tokens.ts); never sent out. */
  manageNonce?: string;
  manageTokenHash?: string;
  /** SHA-256 of the request that made it: a resend of the id must be the same request. */
  requestHash?: string;
  /**
   * Set when the booking was moved once its no-refund window had begun: the refund deadline it
   * keeps (already passed), so moving to a far date does not reopen a cancellation for a refund
   * (domain/policy.ts). Absent: the deadline is 48 hours before `date_of_workshop`.
   */
  cancelBy?: number;
  /** A paid booking that was cancelled waits for its refund until staff mark it refunded. */
  refundDue?: boolean;
  refundedAt?: number;
  /** Paid (or being paid) by card through Stripe Checkout. */
  card?: CardPayment;
  /** The part paid from a gift voucher (pounds; docs/product.md#gift-vouchers). */
  voucher?: { code: string; amount: number };
  /** What is left to pay by card or link: total_price less the voucher part (pounds). */
  amountDue?: number;
  /** When its personal data was removed (24 months after the workshop, or erased on request). */
  anonymisedAt?: number;
  /** Staff notes about the booking. */
  notes?: string;
  /** Raised each time the date or time changes, so calendar files replace the old events. */
  calendarSequence?: number;
  scheduled_workshop_id: string;
  date: string;
  month: string;
  year: string;
  time: string;
  day: string;
  guests: number;
  name: string;
  email: string;
  mobileNumber?: string;
  contactNumber?: string;
  level: string;
  skills: string;
  /** What the visitor says about their own experience (the workshop's needs are level/skills). */
  experienceLevel?: string;
  experienceSkills?: string;
  workshop_type: string;
  workshop_name: string;
  duration: string;
  /** What the booking costs: the full price less any discount (docs/product.md#pricing). */
  total_price: number;
  /** The places at the full price, before any discount (bookings since discount codes). */
  fullPrice?: number;
  /** The discount code it was booked with, and what came off (pounds). */
  discount?: BookingDiscount;
  date_of_workshop: number;
  payed: boolean;
  isCourse: boolean;
  courseDates: number;
  courseInterval: number;
  newsletterSignup: boolean;
  source: 'web' | 'other';
  termsAcceptedAt?: number;
  createdAt: number;
  reminderSentAt?: number;
  /** When the last automatic reminder was sent. */
  autoReminderSentAt?: number;
  /** Each automatic reminder time sent ("48h", "2h"): when (docs/product.md#reminder-times). */
  autoRemindersSent?: Record<string, number>;
  updatedAt?: number;
  /**
   * Staff marked it at the class register: true attended, false a no-show; absent not marked
   * (domain/attendance.ts). Not personal on its own: anonymising and erasure keep it.
   */
  attended?: boolean;
}

export interface NewsItem {
  id: string;
  title: string;
  message: string;
  date: number;
  button: boolean;
  buttonText: string;
  buttonDestination: string;
}

export interface MonthlyMeet {
  id: string;
  name: string;
  image: string;
  active: boolean;
  description: string;
  schedule: string;
}

/** Granny square, crochet-a-bouquet and yarn-and-yarn monthly workshops share one shape. */
export interface MonthlyWorkshop {
  id: string;
  name: string;
  image: string;
  description: string;
  longDescription: string;
  level: string;
  price: string;
  duration: string;
  month: string;
  year: string;
  active: boolean;
  comingSoon: boolean;
  skills: string;
  craftType: CraftType;
  showOnWorkshopMenu: boolean;
  /** The workshop type whose dates this month's session is booked through. */
  workshop_type?: string;
}

export interface NewsletterSignup {
  email: string;
  added_date: number;
  /** What the person agreed to, when and where, and when and how they confirmed it (UK GDPR). */
  consent?: {
    at: number;
    source: 'booking';
    bookingId?: string;
    wording: string;
    confirmedAt?: number;
    confirmedBy?: string;
  };
  /**
   * Double opt-in (domain/newsletter.ts): 'pending' until the address confirms from its email.
   * Signups from before double opt-in have none and are on the list.
   */
  status?: 'pending' | 'confirmed';
  /** The confirmation link: its nonce and SHA-256 (lib/link-tokens.ts); never sent out. */
  confirmNonce?: string;
  confirmTokenHash?: string;
  /** The unsubscribe link: its nonce and SHA-256 (lib/link-tokens.ts); never sent out. */
  unsubscribeNonce?: string;
  unsubscribeTokenHash?: string;
}

export interface Announcement {
  title: string;
  message: string;
  /** Last day it shows, YYYY-MM-DD (Europe/London). */
  expiresOn: string;
  active: boolean;
}

export interface PaymentLinks {
  /** Card payment link per guest count, "1" to "4". */
  links: Record<string, string>;
  /** How visitors pay (domain/payment.ts): absent is 'link', the site's first way. */
  methods?: 'card' | 'link' | 'both';
  /** Gift vouchers (domain/voucher.ts): the amounts offered, in pounds, and their life in months. */
  voucherAmounts?: number[];
  voucherExpiryMonths?: number;
}

export interface CalendarEntry {
  day: number;
  month: number;
  year: number;
  start: string;
  name: string;
  workshopId: string;
  /** The type's craft, which colours the entry: the calendar needs no list of types beside it. */
  craftType: CraftType;
  scheduledWorkshopId: string;
  seatsRemaining: number;
}

export type MailKind =
  | 'booking-confirmation'
  | 'booking-notice'
  | 'booking-reminder'
  | 'booking-cancelled'
  | 'booking-moved'
  | 'date-changed'
  | 'visitor-change-notice'
  | 'newsletter-signup'
  | 'waitlist-joined'
  | 'waitlist-offer'
  | 'waitlist-offer-expired'
  | 'payment-link'
  | 'late-payment-refunded'
  | 'class-message'
  | 'gift-voucher';
/**
 * PENDING: waiting to be sent; SENDING: claimed by one sender; SUCCESS: sent; ERROR: a
 * temporary failure, tried again at `nextAttemptAt`; FAILED: a permanent failure or out of
 * attempts (staff can resend); SKIPPED: no mail service (the local stack).
 */
export type DeliveryState = 'PENDING' | 'SENDING' | 'SUCCESS' | 'ERROR' | 'FAILED' | 'SKIPPED';

export interface MailDoc {
  to: string;
  /** The From header's name, from the studio's details when the mail was written. */
  fromName?: string;
  message: { subject: string; text: string; html: string };
  delivery: {
    state: DeliveryState;
    attempts: number;
    error?: string;
    deliveredAt?: number;
    /** When a sender may (next) try it: due now, after a backoff, or when a claim lapses. */
    nextAttemptAt?: number;
  };
  /** When subject, body and attachments go (30 days after it settled); absent once they have. */
  purgeAt?: number;
  purgedAt?: number;
  createdAt: number;
  kind: MailKind;
  bookingId?: string;
  waitlistEntryId?: string;
  attachments?: { filename: string; type: string; content: string }[];
}

export interface AuditEntry {
  id: string;
  at: number;
  by: { uid: string; email: string };
  /** What was done, e.g. "cancel_booking". */
  action: string;
  target: { collection: string; id: string };
  /** The fields the change touched, as they were (null when it created the document). */
  before: Record<string, unknown> | null;
  /** The same fields afterwards (null when it deleted the document). */
  after: Record<string, unknown> | null;
  /**
   * Whom or what the change was about, as staff know it, read from the whole document when the
   * entry was written (entries written before it have none: domain/audit.ts#auditSubjectOf).
   */
  subject?: AuditSubject;
}

/** What an audit entry names its document by: a booking's person, workshop, date and reference. */
export interface AuditSubject {
  /** A booking's or waiting-list entry's name, a workshop type's name, a news item's title. */
  name?: string;
  workshop?: string;
  /** "Saturday 14th March 2026, 10am" */
  when?: string;
  reference?: string;
}

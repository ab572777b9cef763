// The one set of data factories for tests, the seed and the benchmarks: plain objects built with
// the domain's own defaults and functions, so they are stored exactly as the server stores them.
// Pure: nothing here touches the emulators (scripts/lib/emulator.ts writes these objects there).
import { PLACEHOLDER_IMAGE } from '../../functions/src/domain/admin-fields.ts';
import {
  CROCHET_A_BOUQUET_DEFAULTS,
  type MonthlyWorkshopInput,
  toMonthlyWorkshop,
} from '../../functions/src/domain/admin-monthly-workshop.ts';
import {
  WORKSHOP_TYPE_DEFAULTS,
  type WorkshopTypeInput,
  createdAt,
  toWorkshopType,
} from '../../functions/src/domain/admin-workshop-type.ts';
import { type SaveBookingBody, bookingFrom } from '../../functions/src/domain/booking.ts';
import { DAY_MS, londonParts, monthName, ordinal } from '../../functions/src/domain/dates.ts';
import type {
  Announcement,
  Booking,
  MonthlyMeet,
  MonthlyWorkshop,
  NewsItem,
  ScheduledWorkshop,
  WorkshopType,
} from '../../functions/src/domain/model.ts';
import { toScheduledWorkshop } from '../../functions/src/domain/schedule.ts';
import type { StudioDetails } from '../../functions/src/domain/studio-details.ts';

/** Eight random hex characters, so parallel tests never share a document. */
export const shortId = () => crypto.randomUUID().slice(0, 8);
export const uniqueId = (prefix: string) => `${prefix}-${shortId()}`;
export const uniqueName = (prefix: string) => `${prefix} ${shortId()}`;

/** The instant `days` whole days from `now` (negative: ago). */
export const daysFrom = (days: number, now = Date.now()) => now + days * DAY_MS;

/** The London calendar day `offset` days from today. */
export function londonDay(offset: number, now = Date.now()) {
  const today = londonParts(now);
  const d = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The London month `offset` months from this one. */
export function londonMonth(offset: number, now = Date.now()) {
  const today = londonParts(now);
  const d = new Date(Date.UTC(today.year, today.month - 1 + offset, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

/** The London day `offset` days from today as YYYY-MM-DD, as an announcement's expiresOn. */
export function londonDate(offset = 0, now = Date.now()) {
  const { year, month, day } = londonDay(offset, now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A stored workshop type: the defaults of a new one, made `now`; priceForTotal follows price. */
export function workshopType(
  overrides: Partial<WorkshopType> = {},
  now = Date.now(),
): WorkshopType {
  const { id = uniqueId('type'), name = 'Test Workshop', ...fields } = overrides;
  // Tests may store values the admin form would refuse (a level of their own, say).
  const input = { ...WORKSHOP_TYPE_DEFAULTS, ...fields, name } as WorkshopTypeInput;
  return { ...toWorkshopType(input, id, createdAt(now)), ...fields };
}

/** A date of `type` on the London day given, opened as the schedule form opens it. */
export function scheduledWorkshopOn(
  type: Pick<WorkshopType, 'id'>,
  day: { year: number; month: number; day: number },
  overrides: Partial<ScheduledWorkshop> = {},
): ScheduledWorkshop {
  const { time = '10am', guests = 8, ...rest } = overrides;
  const date = toScheduledWorkshop({
    id: rest.id ?? crypto.randomUUID(),
    workshop_type: type.id,
    date: String(day.day),
    month: monthName(day.month),
    year: String(day.year),
    time,
    guests,
  });
  // Places left given without places taken: the rest were taken (the places invariant).
  const remaining = rest.guest_slots_remaining ?? guests;
  const closed = rest.closed ?? (rest.is_available === false && remaining > 0);
  return {
    ...date,
    is_available: remaining > 0 && !closed,
    ...rest,
    guest_slots_remaining: remaining,
    places_taken: rest.places_taken ?? Math.max(0, guests - remaining),
    closed,
  };
}

/** A date of `type` `days` London days from today (negative: past), 10am and 8 places unless told. */
export function scheduledWorkshop(
  type: Pick<WorkshopType, 'id'>,
  days: number,
  overrides: Partial<ScheduledWorkshop> = {},
  now = Date.now(),
): ScheduledWorkshop {
  return scheduledWorkshopOn(type, londonDay(days, now), overrides);
}

type BookingOverrides = Partial<Booking> & { termsAccepted?: boolean };

/** A stored booking on `date`, made on the website ten days before `now` unless told. */
export function booking(
  date: ScheduledWorkshop,
  type: WorkshopType,
  overrides: BookingOverrides = {},
  now = Date.now(),
): Booking {
  const input = {
    id: crypto.randomUUID(),
    guests: 2,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    mobileNumber: '07700 900456',
    termsAccepted: true,
    ...overrides,
    scheduled_workshop_id: date.id,
  };
  const { termsAccepted: _terms, ...stored } = overrides;
  const made = overrides.createdAt ?? daysFrom(-10, now);
  return { ...bookingFrom(input, date, type, overrides.source ?? 'web', made), ...stored };
}

/** The body of POST /api/save_booking: a visitor booking two places on `date`. */
export function bookingBody(
  date: Pick<ScheduledWorkshop, 'id'>,
  overrides: Record<string, unknown> = {},
): SaveBookingBody & Record<string, unknown> {
  return {
    id: crypto.randomUUID(),
    scheduled_workshop_id: date.id,
    guests: 2,
    name: 'Ada Lovelace',
    // Each booking its own address: the stack limits bookings per email address per day.
    email: `ada.${shortId()}@example.com`,
    mobileNumber: '07700 900123',
    experienceLevel: 'Beginner',
    experienceSkills: 'Some knitting',
    experienceConfirmed: true,
    newsletterSignup: false,
    termsAccepted: true,
    ...overrides,
  };
}

/** The body of POST /api/add_new_other_method_booking: two places taken by phone, no email. */
export function staffBookingBody(
  date: Pick<ScheduledWorkshop, 'id'>,
  booking: Record<string, unknown> = {},
  flags: Record<string, unknown> = {},
) {
  return {
    shouldSendEmail: false,
    shouldUpdateGuestSlots: true,
    ...flags,
    booking: {
      id: crypto.randomUUID(),
      scheduled_workshop_id: date.id,
      guests: 2,
      name: 'Walk-in Wendy',
      email: '',
      contactNumber: '020 7946 0000',
      payed: false,
      ...booking,
    },
  };
}

/** The body of POST /api/add_new_workshop: the form for the London day `days` from today, 3pm. */
export function scheduleForm(
  type: Pick<WorkshopType, 'id'>,
  days: number,
  overrides: Record<string, unknown> = {},
  now = Date.now(),
) {
  const { year, month, day } = londonDay(days, now);
  return {
    id: crypto.randomUUID(),
    workshop_type: type.id,
    date: ordinal(day),
    month: monthName(month),
    year: String(year).slice(2),
    time: '3pm',
    guests: 6,
    ...overrides,
  };
}

/** A granny square, bouquet or yarn-and-yarn month `monthOffset` months from now, open to book. */
export function monthlyWorkshop(
  overrides: Partial<MonthlyWorkshop> = {},
  monthOffset = 0,
  now = Date.now(),
): MonthlyWorkshop {
  const { year, month } = londonMonth(monthOffset, now);
  const input = {
    ...CROCHET_A_BOUQUET_DEFAULTS,
    comingSoon: false,
    id: uniqueId('month'),
    name: 'Test Month',
    image: PLACEHOLDER_IMAGE,
    description: '',
    longDescription: '',
    skills: '',
    ...overrides,
    month: monthName(month),
    year: String(year),
  } as MonthlyWorkshopInput;
  return toMonthlyWorkshop(input, now);
}

export function monthlyMeet(overrides: Partial<MonthlyMeet> = {}): MonthlyMeet {
  return {
    id: uniqueId('meet'),
    name: 'Test Meet',
    image: PLACEHOLDER_IMAGE,
    active: true,
    description: '',
    schedule: 'First Tuesday of every month, 7pm',
    ...overrides,
  };
}

export function newsItem(overrides: Partial<NewsItem> = {}, now = Date.now()): NewsItem {
  return {
    id: uniqueId('news'),
    title: 'Studio news',
    message: '<p>News from the studio.</p>',
    date: now,
    button: false,
    buttonText: '',
    buttonDestination: '',
    ...overrides,
  };
}

/** An active announcement that shows for the next 30 days. */
export function announcement(
  overrides: Partial<Announcement> = {},
  now = Date.now(),
): Announcement {
  return {
    title: 'Late opening on Thursdays',
    message: 'The studio now stays open until 9pm every Thursday.',
    expiresOn: londonDate(30, now),
    active: true,
    ...overrides,
  };
}

/**
 * A studio's details unlike the seed's, so a test that finds them in an email proves they came
 * from the details it was given (phone numbers from Ofcom's drama range).
 */
export function studioDetails(overrides: Partial<StudioDetails> = {}): StudioDetails {
  return {
    name: 'Purl & Pine',
    tagline: 'Stitching together since Tuesday',
    addressLines: ['Purl & Pine', '4 Weaver Row', 'Testbury', 'TB1 2ZZ'],
    email: 'studio@purl-and-pine.test',
    phone: '0161 496 0999',
    openingHours: 'Thursdays, 10am to 4pm',
    mapUrl: '',
    social: [],
    senderName: 'Purl & Pine Bookings',
    analyticsId: '',
    ...overrides,
  };
}

export const PAY_LINK = 'https://pay.example.com/test-link';

/** The payment link for each of one to four guests. */
export function paymentLinks(links: Record<string, string> = {}) {
  return { links: { '1': PAY_LINK, '2': PAY_LINK, '3': PAY_LINK, '4': PAY_LINK, ...links } };
}

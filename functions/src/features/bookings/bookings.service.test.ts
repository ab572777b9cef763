import { describe, expect, it } from 'vitest';
import { type CreateBookingInput, NEWSLETTER_CONSENT } from '../../domain/booking.js';
import { confirmDeadline, confirmed } from '../../domain/newsletter.js';
import type { ScheduledWorkshop, WorkshopType } from '../../domain/model.js';
import type { Voucher } from '../../domain/voucher.js';
import { studioDetails } from '../../../../scripts/lib/factories.ts';
import { HttpError } from '../../lib/http-errors.js';
import { loadMailRendering } from '../../lib/mail/rendering.js';
import { mailIdFor } from './booking-mail.js';
import {
  BOOKING_ERRORS,
  type BookingReads,
  type CreateBookingOptions,
  decideBooking,
  PlacesError,
} from './bookings.service.js';

// A booking's decision writes its emails: their renderers are loaded first, as a write route does.
await loadMailRendering();

const NOW = Date.UTC(2026, 2, 1, 12);
const DAY = 86_400_000;

const type = (overrides: Partial<WorkshopType> = {}) =>
  ({
    id: 'knit',
    name: 'Learn to Knit',
    level: 'Novice',
    skills: 'None',
    duration: '2hrs',
    price: '£12.50',
    priceForTotal: 12.5,
    active: true,
    isCourse: false,
    courseDates: 1,
    courseInterval: 7,
    ...overrides,
  }) as WorkshopType;

const date = (overrides: Partial<ScheduledWorkshop> = {}): ScheduledWorkshop => ({
  id: 'date-1',
  workshop_type: 'knit',
  date: '14',
  month: 'March',
  year: '2026',
  time: '10am',
  day: 'Saturday',
  guests: 8,
  guest_slots_remaining: 5,
  is_available: true,
  date_of_workshop: NOW + 10 * DAY,
  ...overrides,
});

const input = (overrides: Partial<CreateBookingInput> = {}): CreateBookingInput => ({
  id: 'booking-1',
  scheduled_workshop_id: 'date-1',
  guests: 3,
  name: 'Ada',
  email: 'ada@example.com',
  mobileNumber: '07700 900123',
  experienceLevel: 'Beginner',
  newsletterSignup: true,
  termsAccepted: true,
  ...overrides,
});

const WEB: CreateBookingOptions = {
  takePlaces: true,
  allowOverbooking: false,
  sendEmails: true,
  source: 'web',
};

const reads = (overrides: Partial<BookingReads> = {}): BookingReads => ({
  existing: null,
  date: date(),
  type: type(),
  signup: null,
  studio: studioDetails(),
  ...overrides,
});

const link = (guests: number) => (guests <= 4 ? 'https://pay.example.com/x' : null);

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('decideBooking', () => {
  it('takes the places, prices on the server and keeps the visitor experience apart', () => {
    const { booking, writes } = decideBooking(input(), reads(), link, WEB, NOW);
    expect(booking).toMatchObject({
      total_price: 37.5,
      level: 'Novice',
      experienceLevel: 'Beginner',
      workshop_name: 'Learn to Knit',
      date: '14',
      time: '10am',
      date_of_workshop: NOW + 10 * DAY,
      payed: false,
      source: 'web',
      termsAcceptedAt: NOW,
      createdAt: NOW,
    });
    expect(writes?.places).toMatchObject({
      places_taken: 6,
      guest_slots_remaining: 2,
      is_available: true,
    });
    expect(booking).toMatchObject({ status: 'booked', tookPlaces: true });
  });

  it('makes the date unavailable when the last places go', () => {
    const { writes } = decideBooking(input({ guests: 5 }), reads(), link, WEB, NOW);
    expect(writes?.places).toMatchObject({ guest_slots_remaining: 0, is_available: false });
  });

  it('refuses more guests than places with the places left', () => {
    const err = refusal(() => decideBooking(input({ guests: 6 }), reads(), link, WEB, NOW));
    expect(err).toBeInstanceOf(PlacesError);
    expect((err as PlacesError).body()).toEqual({
      error: 'Sorry, only 5 places are left on this date',
      placesLeft: 5,
    });
  });

  it('refuses a full date as fully booked', () => {
    const full = reads({ date: date({ guest_slots_remaining: 0, is_available: false }) });
    const err = refusal(() => decideBooking(input({ guests: 1 }), full, link, WEB, NOW));
    expect((err as PlacesError).body()).toEqual({
      error: 'Sorry, this date is now fully booked',
      placesLeft: 0,
    });
  });

  it('refuses a date the studio closed even with places left', () => {
    const closed = reads({ date: date({ is_available: false }) });
    const err = refusal(() => decideBooking(input(), closed, link, WEB, NOW));
    expect(err.message).toBe(BOOKING_ERRORS.unavailable);
  });

  it('refuses a date the studio cancelled', () => {
    const cancelled = reads({ date: date({ status: 'cancelled', is_available: false }) });
    expect(refusal(() => decideBooking(input(), cancelled, link, WEB, NOW)).message).toBe(
      BOOKING_ERRORS.cancelledDate,
    );
  });

  it('refuses a date that has started or passed', () => {
    const past = reads({ date: date({ date_of_workshop: NOW - 1 }) });
    expect(refusal(() => decideBooking(input(), past, link, WEB, NOW)).message).toBe(
      BOOKING_ERRORS.pastDate,
    );
  });

  it('refuses a date of an inactive workshop type on the website', () => {
    const inactive = reads({ type: type({ active: false }) });
    expect(refusal(() => decideBooking(input(), inactive, link, WEB, NOW)).status).toBe(409);
  });

  it('answers 404 for an unknown date', () => {
    expect(
      refusal(() => decideBooking(input(), reads({ date: null }), link, WEB, NOW)).status,
    ).toBe(404);
  });

  it('returns a stored booking with the same id and writes nothing', () => {
    const { booking: stored } = decideBooking(input(), reads(), link, WEB, NOW);
    const again = decideBooking(
      input({ guests: 1, name: 'Someone else' }),
      reads({ existing: stored, date: date({ guest_slots_remaining: 0 }) }),
      link,
      WEB,
      NOW + 1000,
    );
    expect(again.booking).toBe(stored);
    expect(again.writes).toBeUndefined();
  });

  it('writes the confirmation and the studio notice with ids derived from the booking', () => {
    const { writes } = decideBooking(input({ newsletterSignup: false }), reads(), link, WEB, NOW);
    expect(writes?.mails.map((m) => m.id)).toEqual([
      mailIdFor('booking-1', 'confirmation'),
      mailIdFor('booking-1', 'notice'),
    ]);
    expect(writes?.mails.every((m) => m.doc.delivery.state === 'PENDING')).toBe(true);
  });

  it('sends the studio notice to the email in the studio’s details, and skips it without one', () => {
    const studio = studioDetails({ email: 'desk@purl-and-pine.test' });
    const web = decideBooking(input(), reads({ studio }), link, WEB, NOW).writes;
    expect(web?.mails.find((m) => m.doc.kind === 'booking-notice')?.doc.to).toBe(
      'desk@purl-and-pine.test',
    );
    expect(web?.mails.every((m) => m.doc.fromName === 'Purl & Pine Bookings')).toBe(true);
    const none = decideBooking(
      input(),
      reads({ studio: { ...studio, email: '' } }),
      link,
      WEB,
      NOW,
    );
    expect(none.writes?.mails.map((m) => m.doc.kind)).not.toContain('booking-notice');
    expect(none.writes?.mails.map((m) => m.doc.kind)).toContain('booking-confirmation');
  });

  it('asks for the newsletter once, recording the consent, and sends only the request to confirm it (double opt-in)', () => {
    const { writes } = decideBooking(input(), reads(), link, WEB, NOW);
    expect(writes?.signup).toMatchObject({
      email: 'ada@example.com',
      added_date: NOW,
      status: 'pending',
      consent: { at: NOW, source: 'booking', bookingId: 'booking-1', wording: NEWSLETTER_CONSENT },
      confirmTokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      unsubscribeTokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const signupMail = writes?.mails.find((m) => m.doc.kind === 'newsletter-signup');
    expect(signupMail?.doc.message.text).toMatch(/Confirm my signup: \S+\/newsletter_confirm\//);
    expect(signupMail?.doc.message.text).not.toContain('/newsletter_unsubscribe/');
    // Not on the list until confirmed: the booking's own email offers no way out of a newsletter.
    const confirmation = writes?.mails.find((m) => m.doc.kind === 'booking-confirmation');
    expect(confirmation?.doc.message.text).not.toContain('Unsubscribe');

    const waiting = reads({ signup: writes!.signup! });
    const again = decideBooking(input(), waiting, link, WEB, NOW + 1000).writes;
    expect(again?.signup).toBeUndefined();
    expect(again?.mails.map((m) => m.doc.kind)).not.toContain('newsletter-signup');

    const onList = reads({ signup: confirmed(writes!.signup!, NOW + 1000) });
    const member = decideBooking(input(), onList, link, WEB, NOW + 2000).writes;
    expect(member?.signup).toBeUndefined();
    expect(member?.mails.map((m) => m.doc.kind)).not.toContain('newsletter-signup');
    expect(
      member?.mails.find((m) => m.doc.kind === 'booking-confirmation')?.doc.message.text,
    ).toContain('Unsubscribe from the newsletter');

    const notAsked = input({ newsletterSignup: false });
    const none = decideBooking(notAsked, reads(), link, WEB, NOW).writes;
    expect(none?.signup).toBeUndefined();
    expect(
      none?.mails.find((m) => m.doc.kind === 'booking-confirmation')?.doc.message.text,
    ).not.toContain('Unsubscribe');
  });

  it('asks again, with a new link, once an earlier request has lapsed unconfirmed', () => {
    const first = decideBooking(input(), reads(), link, WEB, NOW).writes!.signup!;
    const later = confirmDeadline(first);
    const { writes } = decideBooking(input(), reads({ signup: first }), link, WEB, later);
    expect(writes?.signup).toMatchObject({ status: 'pending', added_date: later });
    expect(writes?.signup?.confirmTokenHash).not.toBe(first.confirmTokenHash);
    expect(writes?.mails.map((m) => m.doc.kind)).toContain('newsletter-signup');
  });

  describe('for staff bookings', () => {
    const STAFF: CreateBookingOptions = {
      takePlaces: true,
      allowOverbooking: true,
      sendEmails: true,
      source: 'other',
    };

    it('overbooks only when allowed, stopping places at 0', () => {
      const { writes } = decideBooking(input({ guests: 7 }), reads(), link, STAFF, NOW);
      expect(writes?.places).toMatchObject({
        places_taken: 10,
        guest_slots_remaining: 0,
        is_available: false,
      });
    });

    it('leaves places alone when not taking them', () => {
      const { writes } = decideBooking(
        input({ guests: 50 }),
        reads(),
        link,
        { ...STAFF, takePlaces: false, allowOverbooking: false },
        NOW,
      );
      expect(writes?.places).toMatchObject({ places_taken: 3, guest_slots_remaining: 5 });
      expect(writes?.booking.tookPlaces).toBe(false);
    });

    it('sends no studio notice, and no mail at all when asked not to', () => {
      const staffInput = input({ newsletterSignup: false });
      expect(
        decideBooking(staffInput, reads(), link, STAFF, NOW).writes?.mails.map((m) => m.doc.kind),
      ).toEqual(['booking-confirmation']);
      const quiet = { ...STAFF, sendEmails: false };
      expect(decideBooking(staffInput, reads(), link, quiet, NOW).writes?.mails).toEqual([]);
    });
  });
});

describe('decideBooking, paying by card', () => {
  const CARD: CreateBookingOptions = { ...WEB, payWith: 'card' };

  it('waits for the payment: its places held, not taken, and nothing announced but the newsletter request', () => {
    const { booking, writes } = decideBooking(input(), reads(), link, CARD, NOW);
    expect(booking).toMatchObject({
      status: 'awaiting_payment',
      payed: false,
      card: { state: 'awaiting', holds: true, amount: 3750, holdUntil: NOW + 31 * 60_000 },
    });
    expect(writes!.places).toMatchObject({
      places_taken: 3,
      places_held: 3,
      guest_slots_remaining: 2,
    });
    expect(writes!.mails.map((m) => m.doc.kind)).toEqual(['newsletter-signup']);
  });

  it('has nothing to pay for a free workshop: booked as before', () => {
    const free = reads({ type: type({ price: '£0', priceForTotal: 0 }) });
    const { booking, writes } = decideBooking(input(), free, link, CARD, NOW);
    expect(booking.status).toBe('booked');
    expect(booking.card).toBeUndefined();
    expect(writes!.mails.map((m) => m.doc.kind)).toContain('booking-confirmation');
  });
});

describe('decideBooking with a gift voucher (docs/product.md#gift-vouchers)', () => {
  const voucher = (balance: number, over: Partial<Voucher> = {}): Voucher => ({
    code: '7KQ3-PXW2-9HMD',
    amount: 5000,
    balance,
    expiresAt: NOW + 100 * DAY,
    createdAt: NOW - DAY,
    source: 'staff',
    recipientName: 'Ada',
    ledger: [],
    ...over,
  });
  const decide = (v: Voucher | null, payWith: 'card' | 'link' = 'card', guests = 3) =>
    decideBooking(
      input({ guests, voucherCode: '7kq3 pxw2 9hmd' }),
      reads({ voucher: v }),
      () => 'https://pay.example.com/3',
      { ...WEB, payWith },
      NOW,
    );

  it('pays the whole total from a balance that covers it: no card, booked and paid', () => {
    const { booking, writes } = decide(voucher(5000));
    expect(booking).toMatchObject({
      status: 'booked',
      payed: true,
      total_price: 37.5,
      voucher: { code: '7KQ3-PXW2-9HMD', amount: 37.5 },
      amountDue: 0,
    });
    expect(booking.card).toBeUndefined();
    expect(writes!.voucherPence).toBe(3750);
    expect(writes!.mails.map((m) => m.id)).toContain(mailIdFor(booking.id, 'confirmation'));
  });

  it('pays what a smaller balance covers, to the penny, and card takes the rest', () => {
    const { booking, writes } = decide(voucher(1001));
    expect(booking).toMatchObject({
      status: 'awaiting_payment',
      payed: false,
      voucher: { amount: 10.01 },
      amountDue: 27.49,
    });
    expect(booking.card).toMatchObject({ amount: 2749 });
    expect(writes!.voucherPence).toBe(1001);
  });

  it('leaves out the fixed payment link when a voucher paid part of a link booking', () => {
    const { booking, writes } = decide(voucher(1000), 'link');
    expect(booking).toMatchObject({ status: 'booked', payed: false, amountDue: 27.5 });
    const confirmation = writes!.mails.find((m) => m.id === mailIdFor(booking.id, 'confirmation'));
    expect(confirmation!.doc.message.text).not.toContain('https://pay.example.com/3');
    expect(confirmation!.doc.message.text).toContain('Left to pay: £27.50');
  });

  it('refuses a code that matches nothing, and one that cannot be spent, with nothing decided', () => {
    const refusal = (v: Voucher | null) => {
      try {
        decide(v);
      } catch (err) {
        return { status: (err as HttpError).status, message: (err as HttpError).message };
      }
      return undefined;
    };
    expect(refusal(null)).toEqual({ status: 400, message: 'This gift voucher code is not valid' });
    expect(refusal(voucher(0))).toEqual({
      status: 400,
      message: 'This gift voucher has been used up',
    });
    expect(refusal(voucher(5000, { expiresAt: NOW }))?.message).toMatch(
      /^This gift voucher expired on /,
    );
    expect(refusal(voucher(0, { voidedAt: NOW - 1 }))?.message).toMatch(/cancelled/);
  });
});

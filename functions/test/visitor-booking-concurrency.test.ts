import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/stack.ts';
import {
  bookingBody,
  bookingsOn,
  getDate,
  mailFor,
  putDate,
  putPaymentLinks,
  putType,
  warmWorkers,
} from './visitor-fixtures.ts';

describe('twenty visitors booking the last three places at once', () => {
  beforeAll(async () => {
    await putPaymentLinks();
    await warmWorkers(20);
  }, 180_000);

  it('accepts exactly three bookings, refuses seventeen with 409 and never overbooks', async () => {
    const type = await putType({ name: 'Busy Workshop' });
    const date = await putDate(type, 10, { guests: 3, guest_slots_remaining: 3 });
    const bodies = Array.from({ length: 20 }, (_, i) =>
      bookingBody(date, { guests: 1, email: `rush${i}@example.com` }),
    );

    const answers = await Promise.all(
      bodies.map((json) => call('/api/save_booking', { method: 'POST', json })),
    );

    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toEqual({
        error: 'Sorry, this date is now fully booked',
        placesLeft: 0,
      });
    }

    const stored = await getDate(date.id);
    expect(stored.guest_slots_remaining).toBe(0);
    expect(stored.is_available).toBe(false);

    const bookings = await bookingsOn(date.id);
    expect(bookings).toHaveLength(3);
    const accepted = answers.filter((a) => a.status === 201).map((a) => a.body.booking.id);
    expect(bookings.map((b) => b.id).sort()).toEqual([...accepted].sort());

    const mail = await mailFor(accepted);
    expect(mail.filter((m) => m.kind === 'booking-confirmation')).toHaveLength(3);
    expect(mail.filter((m) => m.kind === 'booking-notice')).toHaveLength(3);
    const refusedIds = bodies.map((b) => b.id).filter((id) => !accepted.includes(id));
    expect(await mailFor(refusedIds)).toEqual([]);
  }, 120_000);
});

import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookingsOn,
  getDate,
  mailFor,
  putDate,
  putPaymentLinks,
  putStudio,
  putType,
} from '../../scripts/lib/emulator.ts';
import { bookingBody } from '../../scripts/lib/factories.ts';
import { call, warmWorkers } from './support/stack.ts';

// Hosting answers 504 when the Functions emulator could not start a worker for a request in
// time (it runs one process per concurrent request), and the API answers 503 when a date
// stays contended too long. A browser sends the same booking (same id) again; so does this.
async function book(json: ReturnType<typeof bookingBody>) {
  const seen: number[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await call('/api/save_booking', { method: 'POST', json });
    seen.push(res.status);
    if (res.status !== 504 && res.status !== 503) return { ...res, seen };
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`No answer for booking ${json.id}: ${seen.join(', ')}`);
}

describe('twenty visitors booking the last three places at once', () => {
  beforeAll(async () => {
    await Promise.all([putPaymentLinks(), putStudio()]);
  });

  it('accepts exactly three bookings, refuses seventeen with 409 and never overbooks', async () => {
    const type = await putType({ name: 'Busy Workshop' });
    const date = await putDate(type, 10, { guests: 3, guest_slots_remaining: 3 });
    const bodies = Array.from({ length: 20 }, (_, i) =>
      bookingBody(date, { guests: 1, email: `rush${i}@example.com` }),
    );
    await warmWorkers(20);

    const answers = await Promise.all(bodies.map(book));

    const finals = answers.map((a) => a.status);
    expect(
      answers.flatMap((a) => a.seen).filter((s) => s >= 500 && s !== 503 && s !== 504),
    ).toEqual([]);
    // A retried request whose first try did land is answered 200 with that booking.
    const accepted = answers.filter((a) => a.status === 201 || a.status === 200);
    expect(accepted).toHaveLength(3);
    expect(accepted.filter((a) => a.seen.length === 1).every((a) => a.status === 201)).toBe(true);
    expect(finals.filter((s) => s === 409)).toHaveLength(17);
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
    const acceptedIds = accepted.map((a) => a.body.booking.id as string);
    expect(bookings.map((b) => b.id).sort()).toEqual([...acceptedIds].sort());

    const mail = await mailFor(acceptedIds);
    expect(mail.filter((m) => m.kind === 'booking-confirmation')).toHaveLength(3);
    expect(mail.filter((m) => m.kind === 'booking-notice')).toHaveLength(3);
    const refusedIds = bodies.map((b) => b.id).filter((id) => !acceptedIds.includes(id));
    expect(await mailFor(refusedIds)).toEqual([]);
  }, 300_000);
});

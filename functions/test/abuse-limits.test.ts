import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorDb, mailForEntries, putDate, putType } from '../../scripts/lib/emulator.ts';
import { bookingBody, staffBookingBody } from '../../scripts/lib/factories.ts';
import { MAIL_ALLOWANCE_MESSAGES, VISITOR_MAILS_PER_DAY } from '../src/domain/mail-allowance.ts';
import type { Booking, MailDoc, ScheduledWorkshop, WorkshopType } from '../src/domain/model.ts';
import { UNSAFE_TEXT } from '../src/domain/plain-text.ts';
import { moreGuestsThanTheDateHolds, WAITLIST_MESSAGES } from '../src/domain/waitlist.ts';
import { NOT_A_JSON_OBJECT } from '../src/app.ts';
import { entryIdOf } from '../src/features/waitlist/waitlist.service.ts';
import { COLLECTIONS } from '../src/lib/collections.ts';
import { LIMIT_MESSAGES } from '../src/lib/public-writes.ts';
import { adminToken, call } from './support/stack.ts';

// The abuse limits a visitor meets (docs/product.md#abuse-limits, #email-allowance): one address
// gets at most 10 emails a day from visitors' actions, only what succeeded is counted, and an
// address is the same however it is cased or +tagged.

let type: WorkshopType;
let token: string;

beforeAll(async () => {
  [type, token] = await Promise.all([putType({ price: '£20', priceForTotal: 20 }), adminToken()]);
});

/** `v-xxxx@example.com` and a way to write it differently each time (case, +tag). */
function victim() {
  const local = `v-${randomUUID().slice(0, 8)}`;
  let n = 0;
  return {
    base: `${local}@example.com`,
    variant: () => {
      n += 1;
      return n % 2 ? `${local.toUpperCase()}+${n}@Example.COM` : `${local}+${n}@example.com`;
    },
    /** Every email in the outbox to any way of writing the address. */
    mails: async () => {
      const snap = await emulatorDb().collection(COLLECTIONS.mail).get();
      return snap.docs
        .map((d) => d.data() as MailDoc)
        .filter((m) => m.to.toLowerCase().replace(/\+[^@]*@/, '@') === `${local}@example.com`);
    },
  };
}

const book = (date: ScheduledWorkshop, email: string, name = 'Val Victim') =>
  call('/api/save_booking', {
    method: 'POST',
    json: bookingBody(date, { email, name, guests: 1 }),
  });

const join = (date: ScheduledWorkshop, email: string, guests = 1) =>
  call('/api/join_waitlist', {
    method: 'POST',
    json: {
      scheduled_workshop_id: date.id,
      name: 'Val Victim',
      email,
      guests,
      termsAccepted: true,
    },
  });

async function fullDate(capacity = 2) {
  const date = await putDate(type, 40, { guests: capacity, guest_slots_remaining: capacity });
  const res = await call('/api/add_new_other_method_booking', {
    method: 'POST',
    token,
    json: staffBookingBody(date, { guests: capacity }),
  });
  expect(res.status).toBe(201);
  return date;
}

const manage = (manageUrl: string, action: 'move' | 'cancel', json: object = {}) =>
  call(`/api${manageUrl}/${action}`, { method: 'POST', json });

describe('the email allowance', () => {
  it(`sends one address at most ${VISITOR_MAILS_PER_DAY} emails a day, however it is written`, async () => {
    const v = victim();
    const [open, other, full] = await Promise.all([
      putDate(type, 30, { guests: 50, guest_slots_remaining: 50 }),
      putDate(type, 31, { guests: 50, guest_slots_remaining: 50 }),
      fullDate(),
    ]);
    const bookings: { booking: Booking; manageUrl: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await book(open, v.variant());
      expect(res.status).toBe(201);
      bookings.push(res.body);
    }
    for (let i = 0; i < 5; i++) {
      const res = await join(full, v.variant());
      expect(res.status).toBe(202);
    }
    // The per-address limit of waiting-list joins, on every way of writing the address.
    const sixthJoin = await join(full, v.variant());
    expect(sixthJoin.status).toBe(429);
    expect(sixthJoin.body).toEqual({ error: MAIL_ALLOWANCE_MESSAGES.joins });
    expect(await v.mails()).toHaveLength(9);

    // The tenth email: the first move's confirmation.
    const [first, second] = bookings as [(typeof bookings)[0], (typeof bookings)[0]];
    expect(
      (await manage(first.manageUrl, 'move', { scheduled_workshop_id: other.id })).status,
    ).toBe(200);
    expect(await v.mails()).toHaveLength(VISITOR_MAILS_PER_DAY);

    // Spent: a new booking is refused (nothing booked), with when to try again...
    const refused = await book(open, v.variant());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: MAIL_ALLOWANCE_MESSAGES.mails });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    // ...and changes through the secret link still go ahead, without the email.
    const back = await manage(first.manageUrl, 'move', { scheduled_workshop_id: open.id });
    expect(back.status).toBe(200);
    expect(back.body.booking.scheduled_workshop_id).toBe(open.id);
    const cancelled = await manage(second.manageUrl, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking.status).toBe('cancelled');

    const mails = await v.mails();
    expect(mails).toHaveLength(VISITOR_MAILS_PER_DAY);
    expect(mails.map((m) => m.kind).sort()).toEqual([
      ...Array<string>(4).fill('booking-confirmation'),
      'booking-moved',
      ...Array<string>(5).fill('waitlist-joined'),
    ]);
  });

  it('counts bookings per address on its normalised form', async () => {
    const v = victim();
    const date = await putDate(type, 32, { guests: 50, guest_slots_remaining: 50 });
    for (let i = 0; i < 5; i++) expect((await book(date, v.variant())).status).toBe(201);
    const sixth = await book(date, v.base);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ error: LIMIT_MESSAGES.email });
  });

  it("counts only what succeeded: someone else's refused requests never block an address", async () => {
    const v = victim();
    const date = await putDate(type, 33, { guests: 50, guest_slots_remaining: 50 });
    const unknown = { ...date, id: `missing-${randomUUID().slice(0, 8)}` };
    for (let i = 0; i < 8; i++) expect((await book(unknown, v.variant())).status).toBe(404);
    const bogusClaim = 'A'.repeat(43);
    for (let i = 0; i < 8; i++) {
      const {
        scheduled_workshop_id: _d,
        guests: _g,
        ...body
      } = bookingBody(date, {
        email: v.variant(),
      });
      const res = await call(`/api/claim_waitlist_offer/${bogusClaim}`, {
        method: 'POST',
        json: { ...body, id: randomUUID() },
      });
      expect(res.status).toBe(404);
    }
    const real = await book(date, v.base);
    expect(real.status).toBe(201);
    expect(await v.mails()).toHaveLength(1);
  });
});

describe('joining a waiting list', () => {
  it('answers the same whether or not the address is in line; the position is in the email', async () => {
    const date = await fullDate();
    const first = `first-${randomUUID().slice(0, 8)}@example.com`;
    const second = `second-${randomUUID().slice(0, 8)}@example.com`;
    const answers = [await join(date, first), await join(date, second), await join(date, first)];
    for (const res of answers) {
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: WAITLIST_MESSAGES.joined });
    }
    const firstMails = await mailForEntries([entryIdOf(date.id, first)]);
    expect(firstMails.map((m) => m.kind)).toEqual(['waitlist-joined', 'waitlist-joined']);
    for (const mail of firstMails) expect(mail.message.text).toContain('you are number 1');
    const [secondMail] = await mailForEntries([entryIdOf(date.id, second)]);
    expect(secondMail?.message.text).toContain('you are number 2');
  });

  it('refuses more guests than the date holds, in the form’s words', async () => {
    const date = await fullDate(3);
    const email = `big-${randomUUID().slice(0, 8)}@example.com`;
    const res = await join(date, email, 4);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: moreGuestsThanTheDateHolds(3),
      fields: { guests: moreGuestsThanTheDateHolds(3) },
    });
    expect(await mailForEntries([entryIdOf(date.id, email)])).toEqual([]);
  });
});

describe('input and answers', () => {
  it('refuses control and bidi-override characters in names and free text', async () => {
    const date = await putDate(type, 34, { guests: 50, guest_slots_remaining: 50 });
    for (const name of ['Visit evil.example\u202e', 'Nul\u0000Byte', 'Iso\u2066late']) {
      const res = await book(date, `n-${randomUUID().slice(0, 8)}@example.com`, name);
      expect(res.status).toBe(400);
      expect(res.body.fields.name).toBe(UNSAFE_TEXT);
    }
    const skills = await call('/api/save_booking', {
      method: 'POST',
      json: bookingBody(date, { experienceSkills: 'fine\u202eenif' }),
    });
    expect(skills.body.fields.experienceSkills).toBe(UNSAFE_TEXT);
    const line = await join(await fullDate(), 'ctl@example.com');
    expect(line.status).toBe(202);
    const bad = await call('/api/join_waitlist', {
      method: 'POST',
      json: {
        scheduled_workshop_id: date.id,
        name: 'a\u0007b',
        email: 'x@example.com',
        guests: 1,
        termsAccepted: true,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.name).toBe(UNSAFE_TEXT);
  });

  it("answers a JSON body that is not an object with the site's own message", async () => {
    for (const body of ['[]', '[{"name":"x"}]', '[1, 2]']) {
      const res = await call('/api/join_waitlist', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status, body).toBe(400);
      expect(res.body, body).toEqual({ error: NOT_A_JSON_OBJECT });
    }
  });

  it('says nothing of what runs the site, and never caches a missing asset', async () => {
    for (const path of ['/api/health', '/', '/api/nothing-here', '/assets/missing-0a1b2c3d.js']) {
      const res = await call(path);
      expect(res.headers.get('x-powered-by'), path).toBeNull();
    }
    const missing = await call('/assets/missing-0a1b2c3d.js');
    expect(missing.status).toBe(404);
    const cache = missing.headers.get('cache-control') ?? '';
    expect(cache).toMatch(/no-cache|no-store/);
    expect(cache).not.toMatch(/immutable|max-age=[1-9]/);
  });
});

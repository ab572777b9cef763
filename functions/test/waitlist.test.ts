import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  emulatorDb,
  getDate,
  mailForEntries,
  putDate,
  putType,
  readDoc,
} from '../../scripts/lib/emulator.ts';
import { bookingBody, staffBookingBody } from '../../scripts/lib/factories.ts';
import type { Booking, ScheduledWorkshop, WorkshopType } from '../src/domain/model.ts';
import {
  OFFER_VALIDITY_MS,
  WAITLIST_MESSAGES,
  type WaitlistEntry,
} from '../src/domain/waitlist.ts';
import { entryIdOf, expireOffers } from '../src/features/waitlist/waitlist.service.ts';
import { COLLECTIONS } from '../src/lib/collections.ts';
import { adminToken, call } from './support/stack.ts';

// Full dates take a waiting list; freed places are held for the first in line whose group
// fits and offered by email; the claim link books them; offers run out and pass on.

let type: WorkshopType;
let token: string;

beforeAll(async () => {
  [type, token] = await Promise.all([
    putType({ name: 'Waiting List Workshop', price: '£25', priceForTotal: 25 }),
    adminToken(),
  ]);
});

const join = (
  date: ScheduledWorkshop,
  guests: number,
  email = `w-${randomUUID().slice(0, 6)}@example.com`,
) =>
  call('/api/join_waitlist', {
    method: 'POST',
    json: {
      scheduled_workshop_id: date.id,
      name: 'Wendy Wait',
      email,
      guests,
      termsAccepted: true,
    },
  }).then((res) => ({ res, email, id: entryIdOf(date.id, email) }));

const entry = async (id: string) => (await readDoc<WaitlistEntry>(COLLECTIONS.waitlist, id))!;

/** A full date with one booking of `guests` staff can cancel. */
async function fullDate(capacity: number, guests = capacity) {
  const date = await putDate(type, 30, { guests: capacity, guest_slots_remaining: capacity });
  const res = await call('/api/add_new_other_method_booking', {
    method: 'POST',
    token,
    json: staffBookingBody(date, { guests }),
  });
  expect(res.status).toBe(201);
  return { date, booking: res.body as Booking };
}

const cancel = (id: string) =>
  call('/api/cancel_booking', { method: 'POST', token, json: { id, notify: false } });

/** The link in the entry's latest email of `kind`, read from the outbox as a visitor would. */
async function linkIn(entryId: string, kind: string, path: string) {
  const mail = (await mailForEntries([entryId])).filter((m) => m.kind === kind).at(-1);
  const match = new RegExp(`${path}/([A-Za-z0-9_-]{43})`).exec(mail?.message.text ?? '');
  if (!match?.[1]) throw new Error(`No ${path} link in a ${kind} mail to ${entryId}`);
  return match[1];
}

const claimBody = (overrides: Record<string, unknown> = {}) => {
  const { scheduled_workshop_id: _d, guests: _g, ...body } = bookingBody({ id: 'x' });
  return { ...body, id: randomUUID(), ...overrides };
};

describe('POST /api/join_waitlist', () => {
  it('lines people up on a full date, one entry per email, each told their place by email', async () => {
    const { date } = await fullDate(2);
    const first = await join(date, 1);
    expect(first.res.status).toBe(202);
    expect(first.res.body).toEqual({ message: WAITLIST_MESSAGES.joined });
    const second = await join(date, 2);
    expect(second.res.body).toEqual({ message: WAITLIST_MESSAGES.joined });
    const again = await join(date, 1, first.email);
    expect(again.res.status).toBe(202);
    expect(again.res.body).toEqual({ message: WAITLIST_MESSAGES.joined });
    expect((await entry(first.id)).joinedAt).toBeLessThan((await entry(second.id)).joinedAt);
    const joined = (await mailForEntries([first.id])).filter((m) => m.kind === 'waitlist-joined');
    expect(joined).toHaveLength(2);
    for (const mail of joined) {
      expect(mail.message.text).toContain('you are number 1 on the waiting list');
      expect(mail.message.text).toContain('/leave_waitlist/');
    }
    const [secondMail] = await mailForEntries([second.id]);
    expect(secondMail?.message.text).toContain('you are number 2 on the waiting list');
  });

  it('refuses a date with room (book instead) and bad input, writing nothing', async () => {
    const open = await putDate(type, 31, { guests: 5, guest_slots_remaining: 5 });
    const roomy = await join(open, 2);
    expect(roomy.res.status).toBe(409);
    expect(roomy.res.body.error).toBe(WAITLIST_MESSAGES.placesFree);
    const bad = await call('/api/join_waitlist', {
      method: 'POST',
      json: { scheduled_workshop_id: open.id, name: '', email: 'x', guests: 0 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual([
      'email',
      'guests',
      'name',
      'termsAccepted',
    ]);
    expect(await readDoc(COLLECTIONS.waitlist, roomy.id)).toBeUndefined();
  });
});

describe('offers', () => {
  it('hold freed places for the first in line whose group fits; the others keep their place', async () => {
    const { date, booking } = await fullDate(4, 2);
    await call('/api/add_new_other_method_booking', {
      method: 'POST',
      token,
      json: staffBookingBody(date, { guests: 2 }),
    });
    const big = await join(date, 3);
    const small = await join(date, 2);
    expect((await cancel(booking.id)).status).toBe(200);

    expect((await entry(big.id)).status).toBe('waiting');
    const offered = await entry(small.id);
    expect(offered).toMatchObject({ status: 'offered', heldPlaces: 2 });
    expect(offered.offerExpiresAt! - offered.offeredAt!).toBe(OFFER_VALIDITY_MS);
    expect(await getDate(date.id)).toMatchObject({
      places_held: 2,
      guest_slots_remaining: 0,
      is_available: false,
    });
    const mail = (await mailForEntries([small.id])).find((m) => m.kind === 'waitlist-offer');
    expect(mail?.message.text).toMatch(/UK time/);
  });

  it('are claimed through the link, booking the held places once', async () => {
    const { date, booking } = await fullDate(3);
    const w = await join(date, 3);
    await cancel(booking.id);
    const claim = await linkIn(w.id, 'waitlist-offer', '/claim_offer');

    const view = await call(`/api/claim_offer/${claim}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ guests: 3, workshopName: type.name, date: { id: date.id } });

    const body = claimBody({ email: w.email, guests: 9 });
    const res = await call(`/api/claim_waitlist_offer/${claim}`, { method: 'POST', json: body });
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({
      guests: 3,
      total_price: 75,
      scheduled_workshop_id: date.id,
    });
    expect(res.body.reference).toBeTruthy();
    expect(res.body.manageUrl).toMatch(/^\/manage_booking\//);
    expect(await getDate(date.id)).toMatchObject({
      places_held: 0,
      places_taken: 3,
      guest_slots_remaining: 0,
    });
    expect((await entry(w.id)).status).toBe('claimed');

    const twice = await call(`/api/claim_waitlist_offer/${claim}`, { method: 'POST', json: body });
    expect(twice.status).toBe(200);
    expect(twice.body.reference).toBe(res.body.reference);
    const other = await call(`/api/claim_waitlist_offer/${claim}`, {
      method: 'POST',
      json: claimBody(),
    });
    expect(other.status).toBe(410);
  });

  it('say what the held places cost in all, in the link’s answer and the offer’s email', async () => {
    const { date, booking } = await fullDate(3);
    const w = await join(date, 3);
    await cancel(booking.id);
    const claim = await linkIn(w.id, 'waitlist-offer', '/claim_offer');

    const view = await call(`/api/claim_offer/${claim}`);
    expect(view.status).toBe(200);
    // The type costs £25 a person: the claim books 3 places for £75.
    expect(view.body).toMatchObject({ guests: 3, unitPrice: 25, totalPrice: 75 });
    const mail = (await mailForEntries([w.id])).find((m) => m.kind === 'waitlist-offer');
    expect(mail?.message.text).toContain('The total for 3 places is £75 (£25 a person).');
  });

  it('run out, pass to the next in line and never book after', async () => {
    const { date, booking } = await fullDate(2);
    const first = await join(date, 2);
    const second = await join(date, 1);
    await cancel(booking.id);
    const claim = await linkIn(first.id, 'waitlist-offer', '/claim_offer');
    const { offerExpiresAt } = await entry(first.id);

    expect(await expireOffers(offerExpiresAt! - 1)).not.toContain(first.id);
    expect(await expireOffers(offerExpiresAt!)).toContain(first.id);
    expect((await entry(first.id)).status).toBe('expired');
    expect((await entry(second.id)).status).toBe('offered');
    expect(await getDate(date.id)).toMatchObject({ places_held: 1, guest_slots_remaining: 1 });
    const kinds = (await mailForEntries([first.id])).map((m) => m.kind);
    expect(kinds).toContain('waitlist-offer-expired');
    const late = await call(`/api/claim_waitlist_offer/${claim}`, {
      method: 'POST',
      json: claimBody(),
    });
    expect(late.status).toBe(410);
    expect((await call(`/api/claim_offer/${claim}`)).status).toBe(410);
  });

  it('follow a capacity raise', async () => {
    const { date } = await fullDate(2);
    const w = await join(date, 2);
    const raised = await call('/api/update_scheduled_workshop', {
      method: 'POST',
      token,
      json: { id: date.id, guests: 4 },
    });
    expect(raised.status).toBe(200);
    expect((await entry(w.id)).status).toBe('offered');
    expect(await getDate(date.id)).toMatchObject({
      guests: 4,
      places_held: 2,
      guest_slots_remaining: 0,
    });
  });
});

describe('leaving and staff', () => {
  it('a visitor leaves through the link; an offer they held passes on', async () => {
    const { date, booking } = await fullDate(1);
    const first = await join(date, 1);
    const second = await join(date, 1);
    await cancel(booking.id);
    const leave = await linkIn(first.id, 'waitlist-offer', '/leave_waitlist');
    const res = await call(`/api/leave_waitlist/${leave}`, { method: 'POST', json: {} });
    expect(res.status).toBe(200);
    expect((await entry(first.id)).status).toBe('left');
    expect((await entry(second.id)).status).toBe('offered');
    expect((await call(`/api/leave_waitlist/${leave}`, { method: 'POST', json: {} })).status).toBe(
      200,
    );
    expect(
      (await call(`/api/leave_waitlist/${'x'.repeat(43)}`, { method: 'POST', json: {} })).status,
    ).toBe(404);
  });

  it('staff see the line, remove an entry and send the next offer now', async () => {
    const { date } = await fullDate(2);
    const a = await join(date, 1);
    const b = await join(date, 1);
    const line = await call(`/api/waitlist?scheduled_workshop_id=${date.id}`, { token });
    expect(line.status).toBe(200);
    expect((line.body as WaitlistEntry[]).map((e) => e.id)).toEqual([a.id, b.id]);
    expect(JSON.stringify(line.body)).not.toMatch(/TokenHash|Nonce/);

    const removed = await call('/api/remove_waitlist_entry', {
      method: 'POST',
      token,
      json: { id: a.id },
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: a.id, status: 'removed' });
    expect(JSON.stringify(removed.body)).not.toMatch(/TokenHash|Nonce/);
    expect((await entry(a.id)).status).toBe('removed');

    // Places freed outside the line (here: written directly) are offered when staff ask.
    await emulatorDb().collection(COLLECTIONS.scheduledWorkshops).doc(date.id).update({
      guests: 3,
      guest_slots_remaining: 1,
      is_available: true,
    });
    const offered = await call('/api/offer_waitlist_places', {
      method: 'POST',
      token,
      json: { scheduled_workshop_id: date.id },
    });
    expect(offered.body).toEqual({ offered: 1 });
    expect((await entry(b.id)).status).toBe('offered');
  });
});

describe('a claim racing ordinary bookings for the last places', () => {
  it('never oversells', async () => {
    const { date, booking } = await fullDate(3);
    const w = await join(date, 2);
    await cancel(booking.id);
    // 2 places held for the entry, 1 free for anyone.
    const claim = await linkIn(w.id, 'waitlist-offer', '/claim_offer');
    const results = await Promise.all([
      call(`/api/claim_waitlist_offer/${claim}`, { method: 'POST', json: claimBody() }),
      ...Array.from({ length: 4 }, () =>
        call('/api/save_booking', { method: 'POST', json: bookingBody(date, { guests: 1 }) }),
      ),
    ]);
    const statuses = results.map((r) => r.status);
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.slice(1).filter((s) => s === 409)).toHaveLength(3);
    expect(await getDate(date.id)).toMatchObject({
      places_taken: 3,
      places_held: 0,
      guest_slots_remaining: 0,
    });
  });
});

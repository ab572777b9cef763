import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorDb, put, putBooking, putDate, putType } from '../../scripts/lib/emulator.ts';
import { shortId } from '../../scripts/lib/factories.ts';
import { CLASS_MESSAGE_MESSAGES } from '../src/domain/class-message.ts';
import type { AuditEntry, MailDoc, ScheduledWorkshop, WorkshopType } from '../src/domain/model.ts';
import type { WaitlistEntry } from '../src/domain/waitlist.ts';
import { COLLECTIONS } from '../src/lib/collections.ts';
import { adminToken, call, visitorToken } from './support/stack.ts';

let token: string;
let type: WorkshopType;

beforeAll(async () => {
  token = await adminToken();
  type = await putType({ name: 'Class Message Workshop' });
});

const post = (path: string, json: unknown, as = token) =>
  call(path, { method: 'POST', token: as, json });

const body = (date: ScheduledWorkshop, overrides: object = {}) => ({
  scheduled_workshop_id: date.id,
  subject: 'Bring 5 mm needles',
  message: 'Hello all,\n\nPlease bring 5 mm needles.\n<b>The car park is closed.</b>',
  to: 'booked',
  ...overrides,
});

/** The class messages in the outbox to these addresses. */
async function messagesTo(addresses: string[]) {
  const snap = await emulatorDb().collection(COLLECTIONS.mail).where('to', 'in', addresses).get();
  return snap.docs
    .map((d) => ({ id: d.id, ...(d.data() as MailDoc) }))
    .filter((m) => m.kind === 'class-message');
}

async function auditOf(dateId: string) {
  const snap = await emulatorDb()
    .collection(COLLECTIONS.auditLog)
    .where('target.id', '==', dateId)
    .get();
  return snap.docs.map((d) => d.data() as AuditEntry).filter((e) => e.action === 'message_bookers');
}

function waiting(date: ScheduledWorkshop, email: string, status: WaitlistEntry['status']) {
  const id = `wl-${shortId()}`;
  return put<WaitlistEntry>(COLLECTIONS.waitlist, {
    id,
    scheduled_workshop_id: date.id,
    workshop_type: type.id,
    workshop_name: type.name,
    name: 'Wendy Waiting',
    email,
    guests: 1,
    joinedAt: Date.now(),
    termsAcceptedAt: Date.now(),
    status,
    leaveNonce: 'nonce',
    leaveTokenHash: `hash-${id}`,
  });
}

describe('POST /api/message_bookers and its preview', () => {
  it('refuse visitors and anonymous callers', async () => {
    const date = await putDate(type, 20);
    const visitor = await visitorToken();
    for (const path of ['/api/preview_message_bookers', '/api/message_bookers']) {
      expect((await post(path, body(date), visitor)).status).toBe(403);
      expect((await call(path, { method: 'POST', json: body(date) })).status).toBe(401);
    }
  });

  it('answer 400 with the field’s message for an empty subject or message and an unknown recipient group', async () => {
    const date = await putDate(type, 20);
    const res = await post(
      '/api/message_bookers',
      body(date, { subject: ' ', message: '', to: 'all' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      subject: CLASS_MESSAGE_MESSAGES.subject,
      message: CLASS_MESSAGE_MESSAGES.message,
      to: CLASS_MESSAGE_MESSAGES.to,
    });
  });

  it('writes one email to each confirmed booker, once per address, in one commit with one audit entry', async () => {
    const date = await putDate(type, 21);
    const twice = `twice.${shortId()}@example.com`;
    const once = `once.${shortId()}@example.com`;
    const cancelled = `gone.${shortId()}@example.com`;
    await Promise.all([
      putBooking(date, type, { email: twice, name: 'Tess Twice' }),
      putBooking(date, type, { email: twice.toUpperCase(), name: 'Tess Again' }),
      putBooking(date, type, { email: once, name: 'Olive Once' }),
      putBooking(date, type, { email: cancelled, status: 'cancelled' }),
    ]);

    const preview = await post('/api/preview_message_bookers', body(date));
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ subject: 'Bring 5 mm needles', recipients: 2 });
    // Staff text is plain: its markup is shown as text, never as HTML.
    expect(preview.body.html).toContain('&lt;b&gt;The car park is closed.&lt;/b&gt;');
    expect(preview.body.html).not.toContain('<b>The car park');
    expect(preview.body.text).toContain('Please bring 5 mm needles.');
    expect(await messagesTo([twice, once, cancelled])).toEqual([]);

    const res = await post('/api/message_bookers', body(date, { requestId: `req-${shortId()}` }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: 2 });
    const mail = await messagesTo([twice, twice.toUpperCase(), once, cancelled]);
    // The two bookings of one address (in any case) get one email between them.
    expect(mail.map((m) => m.to.toLowerCase()).sort()).toEqual([once, twice].sort());
    expect(mail.every((m) => m.message.subject === 'Bring 5 mm needles')).toBe(true);
    expect(mail.find((m) => m.to === once)?.message.text).toMatch(/^Hello Olive Once,/);
    // The person's data (docs/product.md#data-retention) holds the message sent to them.
    const data = await call(`/api/person_data?email=${encodeURIComponent(once)}`, { token });
    expect(
      (data.body.emails as { kind: string }[]).filter((m) => m.kind === 'class-message'),
    ).toHaveLength(1);

    const entries = await auditOf(date.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      target: { collection: COLLECTIONS.scheduledWorkshops, id: date.id },
      after: { to: 'booked', subject: 'Bring 5 mm needles', sent: 2 },
    });
  });

  it('sends nothing more when the same send comes again, and refuses a date with nobody to write to', async () => {
    const date = await putDate(type, 22);
    const email = `again.${shortId()}@example.com`;
    await putBooking(date, type, { email });
    const send = body(date, { requestId: `req-${shortId()}` });
    expect((await post('/api/message_bookers', send)).body).toEqual({ sent: 1 });
    expect((await post('/api/message_bookers', send)).body).toEqual({ sent: 1 });
    expect(await messagesTo([email])).toHaveLength(1);
    expect(await auditOf(date.id)).toHaveLength(1);

    const empty = await putDate(type, 23);
    const none = await post('/api/message_bookers', body(empty));
    expect(none.status).toBe(409);
    expect(none.body.error).toBe(CLASS_MESSAGE_MESSAGES.nobody);
  });

  it('writes to the people waiting, not to those who left the line or the bookers', async () => {
    const date = await putDate(type, 24);
    const booker = `booker.${shortId()}@example.com`;
    const inLine = `inline.${shortId()}@example.com`;
    const offered = `offered.${shortId()}@example.com`;
    const left = `left.${shortId()}@example.com`;
    await Promise.all([
      putBooking(date, type, { email: booker }),
      waiting(date, inLine, 'waiting'),
      waiting(date, offered, 'offered'),
      waiting(date, left, 'left'),
    ]);
    const res = await post('/api/message_bookers', body(date, { to: 'waiting' }));
    expect(res.body).toEqual({ sent: 2 });
    const mail = await messagesTo([booker, inLine, offered, left]);
    expect(mail.map((m) => m.to).sort()).toEqual([inLine, offered].sort());
    expect(mail[0]!.message.text).toContain(
      'You are on the waiting list for Class Message Workshop',
    );
    expect((await auditOf(date.id))[0]?.after).toMatchObject({ to: 'waiting', sent: 2 });
  });
});

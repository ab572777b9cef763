// `npm run load:payments`: the mixed card-payment load (a check, not a test: it takes minutes).
//
// Against a running local stack (`STACK_PORT_OFFSET=N npm start`; default offset 0) and its
// Stripe stand-in: --bookings=N visitors (default 400), --concurrency=N at a time (default 32),
// each booking 1-3 places by card on one of a few dates with fewer places than asked for in all.
// A third pay at once; a third go back from Checkout and abandon it (the session expires); a
// third go back and pay later ("Pay now", the same session). Then it checks, from Firestore
// and the stand-in: no date oversold, no booking lost (every 201 stored), every paid booking
// confirmed once (booked, paid, one confirmation email), every abandoned hold released, and
// the places invariant on every date. Exits 1 if any check fails; removes what it made.
import { availableParallelism, loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { Booking, MailDoc, ScheduledWorkshop } from '../functions/src/domain/model.ts';
import { isBooked } from '../functions/src/domain/places.ts';
import { COLLECTIONS, SITE_CONTENT_DOCS } from '../functions/src/lib/collections.ts';
import {
  emulatorDb,
  ensureUser,
  idToken,
  putDate,
  putType,
  removeCreated,
} from './lib/emulator.ts';
import { applyStackEnv } from './lib/stack-config.ts';

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const DATES = 8;

const env = applyStackEnv(0);
const SITE = env.SITE_URL!;
const STAND_IN = env.STRIPE_STAND_IN_URL!;

type Plan = 'pay' | 'abandon' | 'payLater';
interface Outcome {
  plan: Plan;
  status: number;
  id: string;
  error?: string;
}

async function post(url: string, json: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  const text = await res.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: res.status, body };
}

async function press(checkoutUrl: string, action: 'pay' | 'back') {
  const res = await fetch(checkoutUrl, {
    method: 'POST',
    body: new URLSearchParams({ action }),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`${action} answered ${res.status}`);
}

async function visitor(n: number, dates: ScheduledWorkshop[]): Promise<Outcome> {
  const plan: Plan = (['pay', 'abandon', 'payLater'] as const)[n % 3]!;
  const id = randomUUID();
  const booked = await post(`${SITE}/api/save_booking`, {
    id,
    scheduled_workshop_id: dates[n % dates.length]!.id,
    guests: 1 + (n % 3),
    name: 'Load Visitor',
    email: `load-${id.slice(0, 8)}@example.com`,
    mobileNumber: '07700 900123',
    experienceConfirmed: true,
    termsAccepted: true,
    payWith: 'card',
  });
  if (booked.status !== 201) return { plan, status: booked.status, id };
  const checkoutUrl = String(booked.body.checkoutUrl);
  const manage = String(booked.body.manageUrl);
  try {
    if (plan === 'pay') {
      await press(checkoutUrl, 'pay');
    } else {
      await press(checkoutUrl, 'back');
      if (plan === 'abandon') {
        // Checkout's 30 minutes pass: Stripe expires the session and says so.
        const session = checkoutUrl.split('/').pop()!;
        const expired = await post(`${STAND_IN}/_stand-in/checkout/sessions/${session}/expire`, {});
        if (expired.status !== 200) throw new Error(`expire answered ${expired.status}`);
      } else {
        const again = await post(`${SITE}/api${manage}/pay`, {});
        if (again.status !== 200) throw new Error(`pay now answered ${again.status}`);
        await press(String(again.body.checkoutUrl), 'pay');
      }
    }
  } catch (err) {
    return { plan, status: 201, id, error: String(err) };
  }
  return { plan, status: 201, id };
}

/**
 * A member of staff using the site while the load runs: the bookings list (GET /api/bookings,
 * signed in) every 250 ms until `done`; answers each request's time and status.
 */
async function staffProbe(done: { value: boolean }) {
  const email = 'load-probe@studio.test';
  await ensureUser(email, 'load-probe-password', { admin: true });
  const token = await idToken(email, 'load-probe-password');
  const samples: { ms: number; status: number }[] = [];
  while (!done.value) {
    const started = performance.now();
    const res = await fetch(`${SITE}/api/bookings`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.text();
    samples.push({ ms: performance.now() - started, status: res.status });
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return samples;
}

export interface LoadResult {
  visitors: number;
  seconds: number;
  statuses: Map<number, number>;
  made: Outcome[];
  confirmed: number;
  released: number;
  lost: number;
  oversold: number;
  problems: string[];
  /** The staff bookings list's answers while the load ran. */
  staff: { ms: number; status: number }[];
}

/**
 * Runs the mixed load and checks it (see the top of this file); the integration suite runs a
 * small one, `npm run load:payments` the full one. Places: 40 a date, fewer than asked for.
 */
export async function mixedCardLoad(
  BOOKINGS: number,
  CONCURRENCY: number,
  CAPACITY = Math.ceil((BOOKINGS * 0.8) / DATES),
): Promise<LoadResult> {
  const db = emulatorDb();
  const settings = db.collection(COLLECTIONS.siteContent).doc(SITE_CONTENT_DOCS.paymentLinks);
  const before = (await settings.get()).data();
  await settings.set({ ...(before ?? { links: {} }), methods: 'both' });
  const type = await putType({ name: 'Load Workshop', price: '£20', priceForTotal: 20 });
  const dates = await Promise.all(
    Array.from({ length: DATES }, (_, i) =>
      putDate(type, 40 + i, { guests: CAPACITY, guest_slots_remaining: CAPACITY }),
    ),
  );

  const outcomes: Outcome[] = [];
  let next = 0;
  const done = { value: false };
  const probe = staffProbe(done);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let n = next++; n < BOOKINGS; n = next++) outcomes.push(await visitor(n, dates));
    }),
  );
  done.value = true;
  const staff = await probe;
  // The last webhooks (retries included).
  await fetch(`${STAND_IN}/_stand-in/webhooks/idle`);
  const seconds = (performance.now() - started) / 1000;

  const problems: string[] = [];
  const made = outcomes.filter((o) => o.status === 201);
  const statuses = new Map<number, number>();
  for (const o of outcomes) statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
  for (const o of outcomes.filter((x) => x.error)) problems.push(`${o.id}: ${o.error}`);

  const stored = new Map<string, Booking>();
  for (const date of dates) {
    const snap = await db
      .collection(COLLECTIONS.bookings)
      .where('scheduled_workshop_id', '==', date.id)
      .get();
    for (const doc of snap.docs) stored.set(doc.id, doc.data() as Booking);
  }
  const lost = made.filter((o) => !stored.has(o.id));
  if (lost.length) problems.push(`${lost.length} bookings answered 201 and not stored`);

  const mail = new Map<string, number>();
  for (let i = 0; i < made.length; i += 30) {
    const ids = made.slice(i, i + 30).map((o) => o.id);
    const snap = await db.collection(COLLECTIONS.mail).where('bookingId', 'in', ids).get();
    for (const doc of snap.docs) {
      const m = doc.data() as MailDoc;
      if (m.kind === 'booking-confirmation')
        mail.set(m.bookingId!, (mail.get(m.bookingId!) ?? 0) + 1);
    }
  }
  let confirmed = 0;
  let released = 0;
  for (const o of made) {
    const b = stored.get(o.id);
    if (!b) continue;
    if (o.plan === 'abandon') {
      if (b.status === 'expired') released++;
      else problems.push(`${o.id} abandoned but ${b.status}`);
    } else if (b.status === 'booked' && b.payed && b.card?.state === 'paid') {
      confirmed++;
      if (mail.get(o.id) !== 1) problems.push(`${o.id} has ${mail.get(o.id) ?? 0} confirmations`);
    } else if (!(b.card?.lateRefund && b.status === 'expired')) {
      problems.push(`${o.id} paid but ${b.status} (${b.card?.state})`);
    }
  }

  let oversold = 0;
  for (const date of dates) {
    const d = (
      await db.collection(COLLECTIONS.scheduledWorkshops).doc(date.id).get()
    ).data() as ScheduledWorkshop;
    const mine = [...stored.values()].filter((b) => b.scheduled_workshop_id === date.id);
    const taken = mine.filter((b) => isBooked(b)).reduce((s, b) => s + b.guests, 0);
    const held = mine
      .filter((b) => b.status === 'awaiting_payment')
      .reduce((s, b) => s + b.guests, 0);
    if (taken > d.guests) oversold += taken - d.guests;
    if (d.places_taken !== taken || (d.places_held ?? 0) !== held) {
      problems.push(
        `${date.id}: stored taken ${d.places_taken}/held ${d.places_held}, bookings ${taken}/${held}`,
      );
    }
    if (d.guest_slots_remaining !== Math.max(0, d.guests - taken - held)) {
      problems.push(
        `${date.id}: ${d.guest_slots_remaining} left, expected ${d.guests - taken - held}`,
      );
    }
  }
  if (oversold) problems.push(`${oversold} places oversold`);

  await removeCreated();
  if (before) await settings.set(before);
  else await settings.delete();
  return {
    visitors: outcomes.length,
    seconds,
    statuses,
    made,
    confirmed,
    released,
    lost: lost.length,
    oversold,
    problems,
    staff,
  };
}

async function main() {
  const bookings = Math.max(3, Number(arg('bookings') ?? 400));
  const concurrency = Math.max(1, Number(arg('concurrency') ?? 32));
  console.log(`Mixed card-payment load: ${bookings} bookings, ${concurrency} at a time`);
  const {
    visitors,
    seconds,
    statuses,
    made,
    confirmed,
    released,
    lost,
    oversold,
    problems,
    staff,
  } = await mixedCardLoad(bookings, concurrency, 40);
  const staffMs = staff.map((s) => s.ms).sort((a, b) => a - b);
  const staffFailed = staff.filter((s) => s.status !== 200).length;
  const byPlan = (plan: Plan) => made.filter((o) => o.plan === plan).length;
  console.log(
    [
      `CPU cores: ${availableParallelism()}, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
      `${visitors} visitors in ${seconds.toFixed(1)} s (${(visitors / seconds).toFixed(1)} a second)`,
      `answers: ${[...statuses].map(([s, n]) => `${s} x${n}`).join(', ')} (409: no places left)`,
      `made ${made.length}: pay ${byPlan('pay')}, abandon ${byPlan('abandon')}, pay later ${byPlan('payLater')}`,
      `confirmed once ${confirmed}, holds released ${released}, lost ${lost}, oversold ${oversold}`,
      `staff bookings list meanwhile: ${staff.length} requests, p50 ${Math.round(staffMs[Math.floor(staffMs.length / 2)] ?? 0)} ms, max ${Math.round(staffMs.at(-1) ?? 0)} ms, ${staffFailed} not 200`,
      problems.length
        ? `PROBLEMS (${problems.length}):\n  ${problems.slice(0, 20).join('\n  ')}`
        : 'all checks passed',
    ].join('\n'),
  );

  process.exit(problems.length ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

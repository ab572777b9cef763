// `npm run bench:api`: latency and Firestore reads of the busiest visitor endpoints
// (a measurement, not a test).
//
// It needs a running local stack (`STACK_PORT_OFFSET=N npm start`; default offset 0) and
// sends its requests through Hosting, as the browser does. It makes a scratch workshop type
// and a date with plenty of places through the Admin SDK, warms up, then sends a few hundred
// requests to each endpoint with modest concurrency, and removes what it made (the scratch
// type, date, bookings and their outbox mail). The Functions emulator reports the documents
// each request read in `X-Firestore-Reads`; they are printed beside the documents the answer
// needs. Options: --requests=N (per endpoint, default 300), --concurrency=N (default 4),
// --only=<text> (only the endpoints whose label contains it, e.g. --only=save_booking).
import { availableParallelism, loadavg } from 'node:os';
import { londonParts } from '../functions/src/domain/dates.ts';
import type { CalendarEntry, WorkshopType } from '../functions/src/domain/model.ts';
import { COLLECTIONS } from '../functions/src/lib/collections.ts';
import { emulatorDb, putDate, putType, removeCreated } from './lib/emulator.ts';
import { bookingBody, uniqueId } from './lib/factories.ts';
import { applyStackEnv } from './lib/stack-config.ts';

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const REQUESTS = Math.max(10, Number(arg('requests') ?? 300));
const CONCURRENCY = Math.max(1, Number(arg('concurrency') ?? 4));
const ONLY = arg('only');
const WARM_UP = 30;

const env = applyStackEnv(0);
const SITE = env.SITE_URL!;

interface Sample {
  ms: number;
  status: number;
  reads: number | null;
  needed: number;
}

interface Endpoint {
  label: string;
  /** Sends one request; returns what the answer needed in documents. */
  send: () => Promise<Sample>;
}

async function timed(
  path: string,
  init: RequestInit,
  needed: (body: unknown, status: number) => number,
): Promise<Sample> {
  const started = performance.now();
  const res = await fetch(`${SITE}${path}`, init);
  const text = await res.text();
  const ms = performance.now() - started;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const header = res.headers.get('x-firestore-reads');
  return {
    ms,
    status: res.status,
    reads: header === null ? null : Number(header),
    needed: needed(body, res.status),
  };
}

async function run(endpoint: Endpoint, count: number, concurrency: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      samples.push(await endpoint.send());
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return samples;
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / (values.length || 1);
const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

function report(label: string, samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const statuses = new Map<number, number>();
  for (const s of samples) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
  // Reads are compared on the answered requests; a 504 is Hosting giving up on the emulator.
  const answered = samples.filter((s) => s.status < 300);
  const reads = answered.map((s) => s.reads).filter((r): r is number => r !== null);
  return {
    endpoint: label,
    requests: samples.length,
    statuses: [...statuses].map(([status, n]) => `${status}x${n}`).join(' '),
    p50: fixed(percentile(ms, 50)),
    p95: fixed(percentile(ms, 95)),
    max: fixed(ms.at(-1) ?? Number.NaN),
    readsPerRequest: reads.length ? fixed(mean(reads), 2) : 'n/a (not the emulator)',
    readsMinMax: reads.length ? `${Math.min(...reads)}-${Math.max(...reads)}` : '',
    neededPerRequest: fixed(mean(answered.map((s) => s.needed)), 2),
  };
}

function table(rows: Record<string, string | number>[]) {
  const keys = Object.keys(rows[0] ?? {});
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i]!)).join('  ');
  return [
    line(keys),
    line(width.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(keys.map((k) => String(r[k])))),
  ].join('\n');
}

async function main() {
  const health = await fetch(`${SITE}/api/health`).catch(() => undefined);
  if (!health?.ok) {
    console.error(
      `No stack answers at ${SITE}. Start one first: STACK_PORT_OFFSET=${process.env.STACK_PORT_OFFSET ?? 0} npm start`,
    );
    process.exit(1);
  }

  const today = londonParts(Date.now());
  // Inactive while the lists are measured, so they answer exactly the studio's own data;
  // active only while save_booking is measured (the website refuses inactive types).
  const type = await putType({
    id: uniqueId('bench'),
    name: 'Benchmark Workshop',
    price: '£10',
    active: false,
    showOnWorkshopMenu: false,
  });
  // 45 days ahead: never in the calendar month being measured.
  const date = await putDate(type, 45, { guests: 100_000 });
  const setActive = (active: boolean) =>
    emulatorDb().collection(COLLECTIONS.workshopTypes).doc(type.id).update({ active });

  const endpoints: Endpoint[] = [
    {
      label: 'GET /api/workshop_types',
      send: () =>
        timed('/api/workshop_types', {}, (body) => {
          const types = Array.isArray(body)
            ? (body as (WorkshopType & { sessions: unknown[] })[])
            : [];
          return types.length + types.reduce((n, t) => n + t.sessions.length, 0);
        }),
    },
    {
      label: `GET /api/get_calendar_events (${today.month}/${today.year})`,
      send: () =>
        timed(`/api/get_calendar_events?month=${today.month}&year=${today.year}`, {}, (body) => {
          const entries = Array.isArray(body) ? (body as CalendarEntry[]) : [];
          return entries.length + new Set(entries.map((e) => e.workshopId)).size;
        }),
    },
    {
      label: 'POST /api/save_booking',
      send: () =>
        timed(
          '/api/save_booking',
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(
              // a new address each time: the per-email abuse limit is not what is measured
              bookingBody(date, {
                guests: 1,
                name: 'Bench Mark',
                email: `${uniqueId('bench')}@example.com`,
              }),
            ),
          },
          // the booking id (is it a resend?), the date, its type, the payment links, and the
          // IP's and the email's abuse counters; delivering the two emails adds a claim and a
          // record of each (the outbox's sent-once rule), which the reads column includes
          () => 6,
        ),
    },
  ];

  const rows: ReturnType<typeof report>[] = [];
  try {
    for (const endpoint of endpoints.filter((e) => !ONLY || e.label.includes(ONLY))) {
      const booking = endpoint.label.startsWith('POST');
      if (booking) await setActive(true);
      await run(endpoint, WARM_UP, CONCURRENCY);
      rows.push(report(endpoint.label, await run(endpoint, REQUESTS, CONCURRENCY)));
      if (booking) await setActive(false);
    }
  } finally {
    // the scratch type and date, the bookings made on it and their outbox mail
    await removeCreated();
  }

  console.log(
    `\nbench:api against ${SITE}: ${REQUESTS} requests per endpoint after ${WARM_UP} warm-up, ` +
      `concurrency ${CONCURRENCY}; latency in ms through Hosting and the Functions emulator`,
  );
  console.log(
    `CPU cores: ${availableParallelism()}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, Node ${process.version}\n`,
  );
  console.log(table(rows));
  if (rows.some((r) => r.statuses.includes('429'))) {
    console.log(
      '\nRequests were refused by the abuse limit: start the stack with a higher one, e.g.' +
        ' PUBLIC_WRITE_LIMIT_PER_IP=100000 STACK_PORT_OFFSET=N npm start.',
    );
  }
  if (rows.some((r) => r.neededPerRequest === '0.00')) {
    console.log(
      '\nAn endpoint answered nothing: seed the stack first (STACK_PORT_OFFSET=N npm run seed).',
    );
  }
  console.log(
    '\nreadsPerRequest: Firestore documents read per request, counted in the repositories.' +
      '\nneededPerRequest: documents the answer needs (types + their dates; entries + their types;' +
      '\n  for a booking: its id, the date, its type, the newsletter signup and two abuse counters).',
  );
}

await main();
process.exit(0);

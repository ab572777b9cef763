import Stripe from 'stripe';
import { invalid } from './errors.ts';
import type { Event, EventType } from './objects.ts';

// Delivers events as Stripe does: a POST of the event's JSON to the endpoint, signed in the
// Stripe-Signature header, retried with backoff until the endpoint answers 2xx or the attempts
// run out. For tests, delivery can be held (events queue) and released in a chosen order.

export interface WebhookOptions {
  /** The endpoint; null records events without sending them. */
  url: string | null;
  secret: string;
  /** Attempts per event, the first included. */
  maxAttempts: number;
  /** Wait before the first retry; each later retry waits twice as long. */
  backoffMs: number;
  /** How long one attempt may take (the Functions emulator may be starting a worker). */
  timeoutMs: number;
}

export interface DeliveryAttempt {
  event: string;
  type: EventType;
  attempt: number;
  /** The endpoint's HTTP status; null when it could not be reached or timed out. */
  status: number | null;
  /** The start of the endpoint's answer, or the network error. */
  response: string;
  at: string;
  duration_ms: number;
}

export type ReleaseOrder = 'queued' | 'reverse' | string[];

export class WebhookSender {
  readonly attempts: DeliveryAttempt[] = [];
  private held = false;
  private queue: Event[] = [];
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];
  private readonly closing = new AbortController();

  constructor(
    private readonly options: WebhookOptions,
    private readonly delivered: (eventId: string) => void,
    private readonly log: (line: string) => void,
  ) {}

  get holding() {
    return this.held;
  }

  get queued() {
    return this.queue.map((e) => e.id);
  }

  /** Sends an event, retrying; resolves with its attempts once delivered or given up (or queued). */
  async send(event: Event): Promise<DeliveryAttempt[]> {
    if (this.held) {
      this.queue.push(event);
      return [];
    }
    this.inFlight++;
    try {
      return await this.deliver(event);
    } finally {
      if (--this.inFlight === 0) this.idleWaiters.splice(0).forEach((resolve) => resolve());
    }
  }

  hold() {
    this.held = true;
  }

  /**
   * Stops holding and sends what was queued, one event after the other (each with its retries),
   * so the endpoint receives them in exactly this order: as queued, reversed, or the listed ids
   * first (the rest follow as queued).
   */
  async release(order: ReleaseOrder = 'queued') {
    const queue = this.queue;
    let ordered = order === 'reverse' ? [...queue].reverse() : queue;
    if (Array.isArray(order)) {
      const unknown = order.find((id) => !queue.some((e) => e.id === id));
      if (unknown) throw invalid(`Event ${unknown} is not waiting to be delivered.`, 'events');
      const listed = order.map((id) => queue.find((e) => e.id === id)!);
      ordered = [...listed, ...queue.filter((e) => !listed.includes(e))];
    }
    this.queue = [];
    this.held = false;
    const attempts: DeliveryAttempt[] = [];
    for (const event of ordered) attempts.push(...(await this.send(event)));
    return attempts;
  }

  /** Resolves once no delivery is under way (queued events do not count). */
  idle() {
    return this.inFlight === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  reset() {
    this.attempts.length = 0;
    this.queue = [];
    this.held = false;
  }

  close() {
    this.closing.abort();
  }

  private async deliver(event: Event) {
    const { url, secret, maxAttempts, backoffMs, timeoutMs } = this.options;
    const attempts: DeliveryAttempt[] = [];
    if (!url) return attempts;
    for (let attempt = 1; attempt <= maxAttempts && !this.closing.signal.aborted; attempt++) {
      if (attempt > 1) await this.wait(backoffMs * 2 ** (attempt - 2));
      const payload = JSON.stringify(event, null, 2);
      const started = Date.now();
      const record: DeliveryAttempt = {
        event: event.id,
        type: event.type,
        attempt,
        status: null,
        response: '',
        at: new Date(started).toISOString(),
        duration_ms: 0,
      };
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            // a new signature (and timestamp) for every attempt, as Stripe signs each one
            'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
          },
          body: payload,
          signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), this.closing.signal]),
        });
        record.status = res.status;
        record.response = (await res.text()).slice(0, 200);
      } catch (err) {
        record.response = String((err as Error).cause ?? err);
      }
      record.duration_ms = Date.now() - started;
      attempts.push(record);
      this.attempts.push(record);
      this.log(
        `webhook ${event.type} ${event.id} attempt ${attempt}: ${record.status ?? record.response} (${record.duration_ms} ms)`,
      );
      if (record.status !== null && record.status >= 200 && record.status < 300) {
        this.delivered(event.id);
        break;
      }
    }
    return attempts;
  }

  private wait(ms: number) {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.closing.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.closing.signal.addEventListener('abort', done);
    });
  }
}

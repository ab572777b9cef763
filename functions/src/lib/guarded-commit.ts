import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Precondition,
  Query,
  UpdateData,
  WriteBatch,
} from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import {
  type AllowanceRules,
  type AllowanceState,
  countsAgainstAllowance,
  normaliseEmail,
  planMails,
} from '../domain/mail-allowance.js';
import { auditSubjectOf } from '../domain/audit.js';
import type { AuditEntry, MailKind } from '../domain/model.js';
import { collections, db, refs, timestampAt, updateOf } from './firestore.js';
import { TooManyRequests } from './http-errors.js';
import { type OutgoingMail, pendingMail } from './mail/outbox.js';
import { countReads } from './read-counter.js';
import { visitorRules } from './visitor-mail.js';

/**
 * The one guarded commit every change goes through (bookings and their places, staff edits,
 * content), with optimistic concurrency:
 *
 * 1. `work` reads what it needs through the commit (get, getAll, query) and decides;
 * 2. it queues its writes (create, update, replace, remove, audit, enqueueMail);
 * 3. one atomic batch commits them, each write to a document that was read carrying the
 *    precondition that the document is still as it was read (its update time; `create` for
 *    one that did not exist). A batch is all or nothing.
 * 4. If anyone changed a document in between, nothing is written and `work` runs again on
 *    fresh data, after a short random pause; contention that outlasts the budget is 503.
 *
 * Every change of a date's places writes the date, so two changes of one date can never both
 * commit from the same state: places cannot be taken twice or oversold, and no change is lost.
 *
 * Why not runTransaction: in the server SDKs a transaction's reads take locks. Two bookings of
 * one date each hold a read lock the other's write must wait for; Firestore breaks that by
 * aborting one and the SDK backs off a second or more (the emulator waits ~2 s first), so every
 * collision costs seconds. Here a collision costs one more read and commit.
 */

/** Thrown when the documents stayed contended for the whole retry budget; answered 503. */
export class ContentionError extends Error {
  readonly code = 'aborted';
  constructor(cause: unknown) {
    super('The change could not be saved because of contention; try again', { cause });
  }
}

// gRPC codes meaning "someone else got there first" (9: a document changed since it was read;
// 6: a document was created meanwhile; 10: aborted) or transient trouble (4, 14). Each is
// answered by reading again: a commit that did land is then seen in the fresh reads.
const READ_AGAIN = new Set([4, 6, 9, 10, 14]);
const shouldReadAgain = (err: unknown) => {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'number' && READ_AGAIN.has(code);
};

export const RETRY_POLICY = { attempts: 30, firstDelayMs: 10, maxDelayMs: 250, budgetMs: 20_000 };

// A batch holds at most 500 writes.
export const MAX_WRITES = 500;

const DAY = 24 * 60 * 60 * 1000;

/** An address's allowance counter of one day, named by a hash (the address is not stored). */
const mailAllowanceId = (address: string, windowStart: number) =>
  `mail-${createHash('sha256').update(`mail-allowance:${address}:${windowStart}`).digest('hex')}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Actor {
  uid: string;
  email: string;
}

type Data<R> = R extends DocumentReference<infer T> ? T : never;
type Snapshots<R extends readonly DocumentReference<object>[]> = {
  [K in keyof R]: Data<R[K]> | null;
};

// Kept only until the workshop has passed (docs/product.md#data-retention): never in the log.
const PHONE_FIELDS = new Set(['mobileNumber', 'contactNumber']);
// The link secrets never leave the booking.
const SECRET_FIELDS = new Set(['manageNonce', 'manageTokenHash', 'requestHash']);

/**
 * What an audit entry keeps of a document: what JSON keeps (Firestore refuses undefined
 * values), with phone numbers shown only as changed and link secrets left out.
 */
const plainData = (value: object | null) =>
  value
    ? (JSON.parse(
        JSON.stringify(value, (key, v: unknown) => {
          if (SECRET_FIELDS.has(key)) return undefined;
          if (PHONE_FIELDS.has(key) && v) return '(a phone number)';
          return v;
        }),
      ) as Record<string, unknown>)
    : null;

export class GuardedCommit {
  /** Each document read, by path: its precondition, and whom or what an audit entry is about. */
  private readonly seen = new Map<string, DocumentSnapshot>();
  private readonly queued = new Map<string, (batch: WriteBatch) => void>();
  private readonly increments = new Map<string, Record<string, number>>();
  private readonly audits: Omit<AuditEntry, 'id'>[] = [];
  private readonly mail: string[] = [];
  private readonly mailOf = new Map<string, { to: string; kind: MailKind }>();

  constructor(readonly now: number) {}

  private remember(snap: DocumentSnapshot) {
    this.seen.set(snap.ref.path, snap);
  }

  private readable() {
    if (this.queued.size > 0) throw new Error('A guarded commit reads everything before it writes');
  }

  /** Reads documents in one call (each guarded when written), in the order asked. */
  async getAll<R extends readonly DocumentReference<object>[]>(...refs: R): Promise<Snapshots<R>> {
    this.readable();
    if (refs.length === 0) return [] as unknown as Snapshots<R>;
    const snaps = await db().getAll(...(refs as unknown as DocumentReference[]));
    countReads(snaps.length);
    snaps.forEach((snap) => this.remember(snap));
    return snaps.map((snap) => (snap.exists ? (snap.data() ?? null) : null)) as Snapshots<R>;
  }

  async get<T extends object>(ref: DocumentReference<T>): Promise<T | null> {
    const [data] = await this.getAll(ref);
    return data as T | null;
  }

  /** Runs a query; each document it returns is guarded when written. */
  async query<T extends object>(query: Query<T>): Promise<T[]> {
    this.readable();
    const snap = await query.get();
    countReads(snap.size);
    snap.docs.forEach((doc) => this.remember(doc));
    return snap.docs.map((doc) => doc.data());
  }

  private guard(ref: DocumentReference): Precondition | undefined {
    const seen = this.seen.get(ref.path);
    return seen?.updateTime ? { lastUpdateTime: seen.updateTime } : undefined;
  }

  private queue(ref: DocumentReference, write: (batch: WriteBatch) => void) {
    if (this.queued.has(ref.path)) throw new Error(`Two writes to ${ref.path} in one commit`);
    this.queued.set(ref.path, write);
  }

  /** A new document: fails (and the work runs again) if it exists by the time of the commit. */
  create<T extends object>(ref: DocumentReference<T>, data: T) {
    if (this.seen.get(ref.path)?.exists) throw new Error(`${ref.path} exists; update it instead`);
    this.queue(ref, (batch) => batch.create(ref, data));
  }

  /** Changes fields of a document that was read and exists, if it is unchanged since. */
  update<T extends object>(ref: DocumentReference<T>, data: UpdateData<T>) {
    const precondition = this.guard(ref);
    if (!precondition) throw new Error(`${ref.path} was not read (or does not exist)`);
    this.queue(ref, (batch) => batch.update(ref, data, precondition));
  }

  /**
   * Makes a document exactly `data`: an unread one is set; one read as missing is created;
   * one read as existing is updated field by field (fields it no longer has are deleted)
   * under its precondition.
   */
  replace<T extends object>(ref: DocumentReference<T>, data: T, previous?: T | null) {
    const seen = this.seen.get(ref.path);
    if (!seen) return this.queue(ref, (batch) => batch.set(ref, data));
    if (!seen.exists) return this.create(ref, data);
    const fields: DocumentData = { ...data };
    for (const key of Object.keys(previous ?? {})) {
      if (!(key in fields)) fields[key] = FieldValue.delete();
    }
    this.update(ref, fields as UpdateData<T>);
  }

  /**
   * Adds `by` to number fields of an existing document without reading it: a change that is
   * right whatever the document holds by then (places given back to a discount code), so it
   * needs no precondition and collides with nothing. Several in one commit add up.
   */
  increment<T extends object>(ref: DocumentReference<T>, fields: Record<string, number>) {
    let sums = this.increments.get(ref.path);
    if (!sums) {
      const added: Record<string, number> = {};
      sums = added;
      this.queue(ref, (batch) =>
        batch.update(
          ref as DocumentReference,
          Object.fromEntries(Object.entries(added).map(([k, n]) => [k, FieldValue.increment(n)])),
        ),
      );
      this.increments.set(ref.path, added);
    }
    for (const [field, by] of Object.entries(fields)) sums[field] = (sums[field] ?? 0) + by;
  }

  /** Deletes a document that was read, if it is unchanged since. */
  remove(ref: DocumentReference) {
    const precondition = this.guard(ref);
    this.queue(ref, (batch) =>
      precondition ? batch.delete(ref, precondition) : batch.delete(ref),
    );
  }

  /** Appends to the audit log in the same commit as the change it records. */
  audit(
    by: Actor,
    action: string,
    target: AuditEntry['target'],
    before: object | null,
    after: object | null,
  ) {
    // The document as the change leaves it (or as it was, when deleted), read or written here.
    // (Read out only here: most reads of a commit never make an audit entry.)
    const read = this.seen.get(`${target.collection}/${target.id}`)?.data();
    const subject = auditSubjectOf({ ...read, ...before, ...after });
    this.audits.push({
      at: this.now,
      by,
      action,
      target,
      before: plainData(before),
      after: plainData(after),
      ...(subject ? { subject } : {}),
    });
  }

  /**
   * Queues an email in the outbox, written in the same batch as the change it is about (or not
   * at all); its creation triggers its delivery (jobs/mail-delivery.ts). The id is derived from
   * what the email is about, so work that runs again on fresh reads, or a request sent twice,
   * cannot queue it twice. No mail (nobody to write to) is nothing to queue. `notBefore` holds
   * it until then; `replacesPrevious` says it takes the place of one already queued and counted
   * that will not be sent (a move's email replacing the previous move's, domain/move-mail.ts),
   * so it does not count again.
   */
  enqueueMail(
    id: string,
    mail: OutgoingMail | null,
    {
      notBefore,
      replacesPrevious = false,
    }: { notBefore?: number; replacesPrevious?: boolean } = {},
  ) {
    if (!mail) return;
    this.create(refs.mail(id), pendingMail(mail, this.now, notBefore));
    this.mail.push(id);
    if (!replacesPrevious) this.mailOf.set(id, { to: mail.to, kind: mail.kind });
  }

  /**
   * In a visitor's request (visitor-mail.ts), counts the emails queued for each address against
   * its daily allowance, in this same batch (docs/product.md#email-allowance): nothing that
   * fails is counted. Past the allowance the action is refused (429) or its emails are dropped.
   * The counter is read here, last, and written under the same precondition as any read.
   */
  private async takeMailAllowance(rules: AllowanceRules) {
    const byAddress = new Map<string, string[]>();
    for (const id of this.mail) {
      const mail = this.mailOf.get(id);
      if (!mail || !countsAgainstAllowance(mail.kind)) continue;
      const address = normaliseEmail(mail.to);
      byAddress.set(address, [...(byAddress.get(address) ?? []), id]);
    }
    if (byAddress.size === 0) return;
    const windowStart = Math.floor(this.now / DAY) * DAY;
    const windowEndsAt = windowStart + DAY;
    const addresses = [...byAddress.keys()];
    const allowanceRefs = addresses.map((address) =>
      collections.mailAllowances().doc(mailAllowanceId(address, windowStart)),
    );
    const snaps = await db().getAll(...allowanceRefs);
    countReads(snaps.length);
    snaps.forEach((snap, i) => {
      this.remember(snap);
      const ids = byAddress.get(addresses[i]!)!;
      const stored = snap.exists ? snap.data() : undefined;
      const state: AllowanceState = { mails: stored?.mails ?? 0, kinds: stored?.kinds ?? {} };
      const plan = planMails(
        state,
        ids.map((id) => this.mailOf.get(id)!.kind),
        rules,
      );
      if ('refused' in plan) {
        throw new TooManyRequests(
          plan.refused,
          Math.max(1, Math.ceil((windowEndsAt - this.now) / 1000)),
        );
      }
      plan.send.forEach((send, n) => {
        if (!send) this.dropMail(ids[n]!);
      });
      if (!plan.changed) return;
      const doc = { ...plan.state, windowEndsAt, expireAt: timestampAt(windowEndsAt) };
      const ref = allowanceRefs[i]!;
      if (snap.exists) this.update(ref, doc);
      else this.create(ref, doc);
    });
  }

  private dropMail(id: string) {
    this.queued.delete(refs.mail(id).path);
    this.mail.splice(this.mail.indexOf(id), 1);
    this.mailOf.delete(id);
  }

  /** The ids of the emails this commit queues. */
  get queuedMail(): readonly string[] {
    return this.mail;
  }

  get writeCount() {
    return this.queued.size + this.audits.length;
  }

  async commit() {
    const rules = visitorRules();
    if (rules && this.mail.length > 0) await this.takeMailAllowance(rules);
    if (this.writeCount === 0) return;
    if (this.writeCount > MAX_WRITES) throw new Error(`${this.writeCount} writes in one batch`);
    const batch = db().batch();
    for (const write of this.queued.values()) write(batch);
    for (const entry of this.audits) {
      const ref = collections.auditLog().doc();
      batch.create(ref, { ...entry, id: ref.id });
    }
    await batch.commit();
  }
}

/**
 * Runs `work` and commits what it queued as one guarded batch, again on fresh reads after a
 * collision (see above). An error `work` throws (a 404, a 409) ends it with nothing written.
 */
export async function guardedCommit<T>(
  work: (commit: GuardedCommit) => Promise<T> | T,
  now = Date.now(),
): Promise<T> {
  const started = Date.now();
  for (let n = 1; ; n++) {
    try {
      const commit = new GuardedCommit(now);
      const result = await work(commit);
      await commit.commit();
      return result;
    } catch (err) {
      if (!shouldReadAgain(err)) throw err;
      if (n >= RETRY_POLICY.attempts || Date.now() - started > RETRY_POLICY.budgetMs) {
        throw new ContentionError(err);
      }
      const ceiling = Math.min(RETRY_POLICY.maxDelayMs, RETRY_POLICY.firstDelayMs * 2 ** n);
      await sleep(Math.random() * ceiling);
    }
  }
}

/** The fields a change touched: their values before and after (for the audit log). */
export function changedFields(
  before: object | null,
  after: object | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) {
    return {
      before: before ? { ...before } : null,
      after: after ? { ...after } : null,
    };
  }
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) {
      was[key] = a[key] ?? null;
      now[key] = b[key] ?? null;
    }
  }
  return { before: was, after: now };
}

/**
 * A collection's documents by key, as its repository hands them to services: read and written
 * only through a guarded commit, so a service never holds a reference and every write is
 * guarded by its read. `remove` lists fields an update deletes.
 */
export function documents<T extends object, K = string>(refOf: (key: K) => DocumentReference<T>) {
  return {
    get: (commit: GuardedCommit, key: K) => commit.get(refOf(key)),
    getMany: (commit: GuardedCommit, keys: readonly K[]) =>
      commit.getAll(...keys.map(refOf)) as Promise<(T | null)[]>,
    create: (commit: GuardedCommit, key: K, data: T) => commit.create(refOf(key), data),
    update: (commit: GuardedCommit, key: K, data: Partial<T>, remove: readonly string[] = []) =>
      commit.update(refOf(key), updateOf(data, remove) as UpdateData<T>),
    replace: (commit: GuardedCommit, key: K, data: T, previous?: T | null) =>
      commit.replace(refOf(key), data, previous),
    remove: (commit: GuardedCommit, key: K) => commit.remove(refOf(key)),
    increment: (commit: GuardedCommit, key: K, fields: Partial<Record<keyof T, number>>) =>
      commit.increment(refOf(key), fields as Record<string, number>),
    /** The document as an audit entry names it. */
    target: (key: K): AuditEntry['target'] => {
      const ref = refOf(key);
      return { collection: ref.parent.id, id: ref.id };
    },
  };
}

export type Documents<T extends object, K = string> = ReturnType<typeof documents<T, K>>;

/** Creates a document and its audit entry; `exists` is thrown (nothing written) if it is there. */
export function createAudited<T extends object, K>(
  docs: Documents<T, K>,
  key: K,
  doc: T,
  actor: Actor,
  action: string,
  exists: () => Error,
  now = Date.now(),
): Promise<T> {
  return guardedCommit(async (commit) => {
    if (await docs.get(commit, key)) throw exists();
    docs.create(commit, key, doc);
    commit.audit(actor, action, docs.target(key), null, { ...doc });
    return doc;
  }, now);
}

/**
 * Replaces a stored document with what `next` makes of it, audit-logging the fields that
 * changed; `missing` is thrown if there is none. Nothing changes: nothing is written.
 */
export function replaceAudited<T extends object, K>(
  docs: Documents<T, K>,
  key: K,
  next: (existing: T) => T,
  actor: Actor,
  action: string,
  missing: () => Error,
  now = Date.now(),
): Promise<T> {
  return guardedCommit(async (commit) => {
    const existing = await docs.get(commit, key);
    if (!existing) throw missing();
    const doc = next(existing);
    const diff = changedFields(existing, doc);
    if (diff.before && Object.keys(diff.before).length === 0) return existing;
    docs.replace(commit, key, doc, existing);
    commit.audit(actor, action, docs.target(key), diff.before, diff.after);
    return doc;
  }, now);
}

/**
 * Deletes a stored document, keeping it in its audit entry; `missing` is thrown if there is
 * none. `check` may refuse (throw) on what else it reads in the same commit.
 */
export function deleteAudited<T extends object, K>(
  docs: Documents<T, K>,
  key: K,
  actor: Actor,
  action: string,
  missing: () => Error,
  check?: (commit: GuardedCommit, existing: T) => Promise<void>,
  now = Date.now(),
): Promise<T> {
  return guardedCommit(async (commit) => {
    const existing = await docs.get(commit, key);
    if (!existing) throw missing();
    await check?.(commit, existing);
    docs.remove(commit, key);
    commit.audit(actor, action, docs.target(key), { ...existing }, null);
    return existing;
  }, now);
}

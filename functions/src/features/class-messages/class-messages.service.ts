import { createHash } from 'node:crypto';
import {
  CLASS_MESSAGE_MESSAGES,
  type MessageBookersInput,
  messageParagraphs,
  type Recipient,
  recipientsOf,
} from '../../domain/class-message.js';
import type { ClassMessagePreview } from '../../domain/contracts/class-messages.js';
import { normaliseEmail } from '../../domain/mail-allowance.js';
import type { NewsletterSignup } from '../../domain/model.js';
import type { StudioDetails } from '../../domain/studio-details.js';
import { whenLabel } from '../../domain/wording.js';
import { COLLECTIONS } from '../../lib/collections.js';
import { type Actor, type GuardedCommit, guardedCommit } from '../../lib/guarded-commit.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { mailDocs } from '../../lib/mail/mail.repository.js';
import { loadMailRendering } from '../../lib/mail/rendering.js';
import {
  type ClassMessageContext,
  classMessage,
  classMessageMail,
} from '../../lib/mail/templates.js';
import { bookingsOfDate } from '../bookings/index.js';
import { getStudio } from '../content/index.js';
import { signupsOf, unsubscribeUrl } from '../newsletter/index.js';
import { dateOf, SCHEDULE_ERRORS, typeOfDate } from '../schedule/index.js';
import { lineOfDate } from '../waitlist/index.js';

/** The date, who the message goes to, and their newsletter signups, read in `commit`. */
async function readClass(commit: GuardedCommit, input: MessageBookersInput) {
  const date = await dateOf(commit, input.scheduled_workshop_id);
  if (!date) throw notFound(SCHEDULE_ERRORS.unknownDate);
  const waiting = input.to === 'waiting';
  const [type, bookings, entries] = await Promise.all([
    typeOfDate(commit, date),
    waiting ? [] : bookingsOfDate(commit, date.id),
    waiting ? lineOfDate(commit, date.id) : [],
  ]);
  const people = recipientsOf(input.to, bookings, entries);
  if (people.length === 0) {
    throw conflict(waiting ? CLASS_MESSAGE_MESSAGES.nobodyWaiting : CLASS_MESSAGE_MESSAGES.nobody);
  }
  const signups = await signupsOf(
    commit,
    people.map((p) => p.email),
  );
  const signupOf = new Map([...signups.values()].map((s) => [normaliseEmail(s.email), s]));
  return {
    people,
    about: `${type?.name ?? date.workshop_type}, ${whenLabel(date)}`,
    signupOf: (p: Recipient): NewsletterSignup | undefined => signupOf.get(normaliseEmail(p.email)),
  };
}

function contextOf(
  studio: StudioDetails,
  input: MessageBookersInput,
  about: string,
  to: Recipient,
  signup: NewsletterSignup | undefined,
): ClassMessageContext {
  return {
    studio,
    to,
    about,
    waiting: input.to === 'waiting',
    subject: input.subject,
    paragraphs: messageParagraphs(input.message),
    unsubscribeUrl: unsubscribeUrl(signup),
  };
}

/** POST /api/preview_message_bookers: the email as its first recipient gets it; writes nothing. */
export async function previewClassMessage(
  input: MessageBookersInput,
): Promise<ClassMessagePreview> {
  const [studio] = await Promise.all([getStudio(), loadMailRendering()]);
  const { people, about, signupOf } = await guardedCommit((commit) => readClass(commit, input));
  const first = people[0]!;
  const message = classMessage(contextOf(studio, input, about, first, signupOf(first)));
  return { ...message, recipients: people.length };
}

// One outbox id per send and address: the same send again (its requestId) finds them written.
const mailIdOf = (requestId: string, email: string) =>
  `class-${requestId}-${createHash('sha256').update(normaliseEmail(email)).digest('hex').slice(0, 20)}`;

/**
 * POST /api/message_bookers: one email to each person booked on the date (or waiting for it),
 * every address once, all written to the outbox with one audit entry in one guarded commit, so
 * a send is whole or not at all. Staff emails are not held to the visitors' daily email
 * allowance (docs/product.md#email-allowance): a staff request counts none.
 */
export async function messageBookers(
  input: MessageBookersInput,
  actor: Actor,
  now = Date.now(),
): Promise<{ sent: number }> {
  const [studio] = await Promise.all([getStudio(), loadMailRendering()]);
  const requestId = input.requestId ?? crypto.randomUUID();
  return guardedCommit(async (commit) => {
    const { people, about, signupOf } = await readClass(commit, input);
    const ids = people.map((p) => mailIdOf(requestId, p.email));
    const written = await mailDocs.getMany(commit, ids);
    const fresh = people.filter((_, i) => written[i] === null);
    for (const p of fresh) {
      commit.enqueueMail(
        mailIdOf(requestId, p.email),
        classMessageMail(contextOf(studio, input, about, p, signupOf(p))),
      );
    }
    if (fresh.length > 0) {
      commit.audit(
        actor,
        'message_bookers',
        { collection: COLLECTIONS.scheduledWorkshops, id: input.scheduled_workshop_id },
        null,
        { to: input.to, subject: input.subject, sent: people.length, requestId },
      );
    }
    return { sent: people.length };
  }, now);
}

import type { Page } from '@playwright/test';
import type { Booking, MailDoc, ScheduledWorkshop } from '../../../functions/src/domain/model.ts';
import { COLLECTIONS } from '../../../functions/src/lib/collections.ts';
import { emulatorDb } from '../../../scripts/lib/emulator.ts';
import { bookingBody, shortId } from '../../../scripts/lib/factories.ts';
import { expect } from './site.ts';

// The visitor's secret links (manage, claim, leave) as the server makes them: through the API,
// and read back from the outbox mail the visitor would get.

async function post<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${process.env.SITE_URL}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** An email address only this test uses. */
export const uniqueEmail = (who = 'visitor') => `${who}.${shortId()}@example.com`;

export interface Booked {
  id: string;
  email: string;
  reference: string;
  manageUrl: string;
  booking: Booking;
  /** Paying by card: Stripe's hosted Checkout page, where the browser goes next. */
  checkoutUrl?: string;
}

/**
 * A visitor's booking made through POST /api/save_booking, with its reference and manage link.
 * Where the studio offers both ways it pays later by payment link (booked at once), unless
 * `overrides` say `payWith: 'card'`.
 */
export async function bookOnline(
  date: Pick<ScheduledWorkshop, 'id'>,
  overrides: Record<string, unknown> = {},
): Promise<Booked> {
  const body = bookingBody(date, { email: uniqueEmail(), payWith: 'link', ...overrides });
  const res = await post<Omit<Booked, 'id' | 'email'>>('save_booking', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: body.id, email: body.email, ...res.body };
}

/** A visitor joins a date's waiting list through the API. */
export async function joinOnline(
  date: Pick<ScheduledWorkshop, 'id'>,
  { name = 'Wendy Wait', guests = 1, email = uniqueEmail('wait') } = {},
) {
  const res = await post<{ message: string }>('join_waitlist', {
    scheduled_workshop_id: date.id,
    name,
    email,
    guests,
    termsAccepted: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return { email, name, guests };
}

/** The path of the link in the newest email of `kind` to `email` (e.g. "/claim_offer/..."). */
export async function linkInMail(email: string, kind: MailDoc['kind'], path: string) {
  const pattern = new RegExp(`${path}/[A-Za-z0-9_-]{43}`);
  let link = '';
  await expect
    .poll(
      async () => {
        const snap = await emulatorDb().collection(COLLECTIONS.mail).where('to', '==', email).get();
        const mails = snap.docs
          .map((d) => d.data() as MailDoc)
          .filter((m) => m.kind === kind)
          .sort((a, b) => b.createdAt - a.createdAt);
        link = pattern.exec(mails[0]?.message.text ?? '')?.[0] ?? '';
        return link;
      },
      { message: `a ${kind} email to ${email} with a ${path} link`, timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

/** Changes a stored document directly, as time passing would. */
export async function updateDoc(collection: string, id: string, fields: Record<string, unknown>) {
  await emulatorDb().collection(collection).doc(id).update(fields);
}

/** The page fits a 360 px screen: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(360);
}

/** The robots meta the page carries (the secret-link pages are never indexed). */
export const robots = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content'));

export { COLLECTIONS };

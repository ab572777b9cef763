import { readFile } from 'node:fs/promises';
import type { Booking, MailDoc } from '../../functions/src/domain/model.ts';
import { INVALID_EMAIL } from '../../functions/src/domain/messages.ts';
import {
  emulatorDb,
  mailFor,
  putDate,
  readDoc,
  setPlacesLeft,
} from '../../scripts/lib/emulator.ts';
import { uniqueName } from '../../scripts/lib/factories.ts';
import { expect, gotoAdmin, LOADED, test } from './support/admin-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectSummary } from './support/booking-flow.ts';
import {
  bookOnline,
  COLLECTIONS,
  expectNoSidewaysScroll,
  joinOnline,
} from './support/self-service.ts';
import { createWorkshopType } from './support/site.ts';

const signupsOf = async (email: string) =>
  (await emulatorDb().collection(COLLECTIONS.newsletterSignups).where('email', '==', email).get())
    .size;

test('staff download everything held about an address as a JSON file, then erase it @phone', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const type = await createWorkshopType({ name: uniqueName('Privacy Workshop') });
  const date = await putDate(type, 40, { guests: 6 });
  const full = await putDate(type, 41, { guests: 1 });
  await setPlacesLeft(full.id, 0);
  const booked = await bookOnline(date, { name: 'Petra Person', newsletterSignup: true });
  await joinOnline(full, { name: 'Petra Person', email: booked.email });

  await gotoAdmin(page, '/admin_home');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Person data' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Person data' })).toBeVisible(LOADED);
  await expectNoSeriousA11yViolations(page);

  const field = page.getByLabel('Email address');
  await field.fill('not an address');
  await page.getByRole('button', { name: 'Download data' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(INVALID_EMAIL));
  await expect(field).toBeFocused();

  await field.fill(booked.email.toUpperCase());
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download data' }).click();
  const download = await downloading;
  const filename = `person-data-${booked.email}.json`;
  expect(download.suggestedFilename()).toBe(filename);
  const text = await readFile((await download.path())!, 'utf8');
  const data = JSON.parse(text) as {
    email: string;
    bookings: Booking[];
    waitlist: { scheduled_workshop_id: string }[];
    newsletterSignup: { email: string } | null;
    emails: { kind: string; to: string }[];
  };
  expect(data.email).toBe(booked.email);
  expect(data.bookings).toHaveLength(1);
  expect(data.bookings[0]).toMatchObject({
    id: booked.id,
    reference: booked.reference,
    name: 'Petra Person',
    email: booked.email,
    scheduled_workshop_id: date.id,
  });
  expect(data.waitlist.map((e) => e.scheduled_workshop_id)).toEqual([full.id]);
  expect(data.newsletterSignup?.email).toBe(booked.email);
  expect(data.emails.map((m) => m.kind).sort()).toEqual([
    'booking-confirmation',
    'booking-notice',
    'newsletter-signup',
    'waitlist-joined',
  ]);
  // The secrets of the visitor's links never leave the server.
  expect(text).not.toMatch(/TokenHash|Nonce|requestHash/);

  await expect(page.getByRole('status')).toHaveText(`Downloaded ${filename}.`);
  const summary = page.getByRole('region', { name: `Held about ${booked.email}` });
  await expect(summary).toBeVisible();
  await expectSummary(page, {
    Bookings: '1',
    'Waiting-list entries': '1',
    'Newsletter signup': 'Yes',
    // the studio's notice of the booking is about the person too
    Emails: '4',
  });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Erase', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Erase everything held about ${booked.email}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/This cannot be undone/);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(summary).toBeVisible();
  expect((await readDoc<Booking>(COLLECTIONS.bookings, booked.id))?.email).toBe(booked.email);

  await page.getByRole('button', { name: 'Erase', exact: true }).click();
  await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Erased what was held about ${booked.email}: 1 booking anonymised, 1 waiting-list entry removed, the newsletter signup removed, 4 emails cleared.`,
  );
  await expect(dialog).toBeHidden();
  await expect(summary).toBeHidden();

  const stored = await readDoc<Booking>(COLLECTIONS.bookings, booked.id);
  expect(stored).toMatchObject({ name: '(removed)', email: '' });
  expect(stored?.mobileNumber).toBeUndefined();
  expect(await signupsOf(booked.email)).toBe(0);
  const mail = await mailFor([booked.id]);
  expect(mail.map((m: MailDoc) => m.message.text)).toEqual(mail.map(() => ''));
  // Sent to the person: the address goes; the studio's notice keeps the studio's own address.
  for (const m of mail) expect(m.to === '(erased)').toBe(m.kind !== 'booking-notice');

  // Asked again, nothing is held any more.
  await page.getByRole('button', { name: 'Download data' }).click();
  await expect(page.getByRole('status')).toHaveText(`Downloaded ${filename}.`);
  await expectSummary(page, {
    Bookings: '0',
    'Waiting-list entries': '0',
    'Newsletter signup': 'No',
    Emails: '0',
  });
  await expectNoSidewaysScroll(page);
});

test('a refusal from the server is shown beside the email address field', async ({
  adminPage: page,
}) => {
  await page.route(
    (url) => url.pathname === '/api/person_data',
    (route) =>
      route.fulfill({
        status: 400,
        json: { error: 'Please check the address', fields: { email: 'The server says no' } },
      }),
  );
  await gotoAdmin(page, '/person_data');
  const field = page.getByLabel('Email address');
  await field.fill('someone@example.com');
  await page.getByRole('button', { name: 'Download data' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please check the address');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/The server says no/);
  await expectNoSeriousA11yViolations(page);
});

import type { Page } from '@playwright/test';
import { BOOKING_MESSAGES } from '../../functions/src/domain/booking.ts';
import { DAY_MS, londonInstant, londonParts } from '../../functions/src/domain/dates.ts';
import {
  bookingsOn,
  getDate,
  mailFor,
  putDate,
  setPlacesLeft,
} from '../../scripts/lib/emulator.ts';
import { DEFAULT_BOOKINGS_PER_EMAIL_PER_DAY } from '../../functions/src/lib/params.ts';
import { LIMIT_MESSAGES } from '../../functions/src/lib/public-writes.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  beginBooking,
  chooseDate,
  choosePayment,
  dateOption,
  expectSummary,
  fillDetails,
  fullDateLabel,
  visitor,
  downloadCalendarFile,
  openStep,
  finishBooking,
} from './support/booking-flow.ts';
import { bookOnline, uniqueEmail } from './support/self-service.ts';
import { createWorkshopType, expect, test } from './support/site.ts';

/** The daily limit of bookings per email address (the test stack keeps the default). */
const BOOKINGS_PER_EMAIL_PER_DAY = DEFAULT_BOOKINGS_PER_EMAIL_PER_DAY;

const MESSAGES = {
  name: BOOKING_MESSAGES.name,
  guests: 'Please select the number of guests for the workshop',
  emailMissing: 'Enter your email address',
  email: 'Invalid email address',
  mobileMissing: 'Enter your mobile number',
  mobile: 'Invalid mobile number',
  experience:
    'Please agree all participants have the skills required and meet the experience level needed for this workshop',
  terms: 'Please accept our Terms and Conditions before continuing',
  noDates: 'Unfortunately there are no dates available for this workshop at the moment',
};

const FLOW_PATHS = [
  '/workshop_booking_start',
  '/workshop_booking_datetime_summary',
  '/workshop_booking_details',
  '/workshop_booking_full_summary',
  '/checkout',
];

test.describe.configure({ timeout: 60_000 });

const placesLeft = async (dateId: string) => (await getDate(dateId)).guest_slots_remaining;

function countBookingPosts(page: Page) {
  const count = { n: 0 };
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/save_booking')) count.n += 1;
  });
  return count;
}

test('a visitor books a workshop from its date to the thank-you page @phone', async ({ page }) => {
  test.setTimeout(90_000);
  const type = await createWorkshopType();
  const full = await putDate(type, 120, { time: '10am', guest_slots_remaining: 0 });
  const date = await putDate(type, 150, { time: '2pm', guest_slots_remaining: 5 });

  await beginBooking(page, type);
  const steps = page.getByRole('list', { name: 'Booking steps' }).getByRole('listitem');
  await expect(steps.first()).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('heading', { name: `${full.month} ${full.year}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${date.month} ${date.year}` })).toBeVisible();
  await expect(dateOption(page, full)).toBeDisabled();
  await expect(dateOption(page, full)).toContainText('Fully booked');
  await expect(dateOption(page, date)).toContainText('5 spaces left');
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await dateOption(page, date).click();
  await expect(dateOption(page, date)).toHaveAttribute('aria-pressed', 'true');
  await confirm.click();

  await expect(page).toHaveURL(/\/workshop_booking_datetime_summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your workshop' })).toBeVisible();
  await expectSummary(page, {
    Workshop: type.name,
    'Price per person': '£42',
    Date: fullDateLabel(date),
    Time: '2pm',
  });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/workshop_booking_details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  const guests = page.getByLabel('Number of guests');
  await expect(guests.getByRole('option')).toHaveText(['Choose…', '1', '2', '3', '4', '5']);
  await guests.selectOption('3');
  await expect(page.getByRole('status')).toHaveText('Total price £126');
  const v = visitor({ guests: '2' });
  await fillDetails(page, v);
  await expect(page.getByRole('status')).toHaveText('Total price £84');
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/workshop_booking_full_summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your booking' })).toBeVisible();
  await expectSummary(page, {
    Workshop: type.name,
    Date: fullDateLabel(date),
    Time: '2pm',
    Guests: '2 guests',
    'Total price': '£84',
    Name: v.name,
    Email: v.email,
    'Mobile number': v.mobile,
    'Experience level': 'Can cast on',
    Skills: 'Knit stitch',
  });
  await choosePayment(page, 'link');
  await page.getByRole('checkbox', { name: 'Sign me up to the studio newsletter' }).check();
  await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await expectNoSeriousA11yViolations(page);
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/save_booking'));
  await page.getByRole('button', { name: 'Finish' }).click();
  // Payment links are site content (admin tests may change them): the page shows the server's.
  const { paymentLink } = (await (await answer).json()) as { paymentLink: string | null };
  expect(paymentLink).toMatch(/^https:\/\//);

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  await expectSummary(page, {
    Workshop: type.name,
    Date: fullDateLabel(date),
    Guests: '2 guests',
    Total: '£84',
  });
  await expect(page.getByRole('link', { name: /Pay £84 now/ })).toHaveAttribute(
    'href',
    paymentLink!,
  );
  await expect(page.getByText(`A confirmation email is on its way to ${v.email}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const saved = await bookingsOn(date.id);
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({
    guests: 2,
    name: v.name,
    email: v.email,
    total_price: 84,
    newsletterSignup: true,
    payed: false,
  });
  expect(await placesLeft(date.id)).toBe(3);

  // The confirmation survives a reload of /checkout, but the flow itself starts afresh.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  await page.goto('/workshop_booking_full_summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is made' })).toBeVisible();
});

test('the thank-you page offers the booking as a calendar file', async ({ page }) => {
  const type = await createWorkshopType({ duration: '3hrs' });
  const date = await putDate(type, 160, { time: '10am' });
  await openStep(page, '/workshop_booking_full_summary', {
    type,
    date,
    v: visitor({ guests: '1' }),
  });
  await finishBooking(page);

  const ics = await downloadCalendarFile(page);
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '');
  expect(ics).toContain(`SUMMARY:${type.name}`);
  expect(ics).toContain(`DTSTART:${stamp(date.date_of_workshop)}`);
  expect(ics).toContain(`DTEND:${stamp(date.date_of_workshop + 3 * 3_600_000)}`);
  const google = new URL(
    (await page.getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href'))!,
  );
  expect(google.hostname).toBe('calendar.google.com');
  expect(google.searchParams.get('text')).toBe(type.name);
});

/** Days from today (London) to the next day the clocks change in London. */
function daysToNextClockChange(): number {
  for (let days = 1; days < 400; days++) {
    const noon = (offset: number) => {
      const { year, month, day } = londonParts(Date.now() + offset * DAY_MS);
      return londonInstant(year, month, day, 12);
    };
    if (noon(days) - noon(days - 1) !== DAY_MS) return days;
  }
  throw new Error('No clock change within a year');
}

test('the calendar download of a course keeps each session at its London time across the clock change, with the email’s event ids', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const type = await createWorkshopType({ isCourse: true, courseDates: 3, courseInterval: 7 });
  // The first session a week before the clocks change: the third comes after it.
  const date = await putDate(type, daysToNextClockChange() - 7, { time: '10am' });
  await openStep(page, '/workshop_booking_full_summary', {
    type,
    date,
    v: visitor({ guests: '1' }),
  });
  await finishBooking(page);

  const ics = await downloadCalendarFile(page);
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '');
  const sessions = [0, 7, 14].map((days) => {
    const { year, month, day } = londonParts(
      date.date_of_workshop + days * DAY_MS + 12 * 3_600_000,
    );
    return `DTSTART:${stamp(londonInstant(year, month, day, 10))}`;
  });
  const starts = ics.split('\r\n').filter((line) => line.startsWith('DTSTART:'));
  expect(starts).toEqual(sessions);
  // 10am London is a different UTC hour after the change.
  expect(new Set(starts.map((s) => s.slice(-7, -5))).size).toBe(2);

  const [booking] = await bookingsOn(date.id);
  const mail = (await mailFor([booking!.id])).find((m) => m.kind === 'booking-confirmation');
  const emailed = Buffer.from(mail!.attachments![0]!.content, 'base64').toString('utf8');
  const uids = (text: string) => text.split('\r\n').filter((line) => line.startsWith('UID:'));
  expect(uids(ics)).toHaveLength(3);
  expect(uids(ics)).toEqual(uids(emailed));
  expect(ics).not.toContain(booking!.id);
});

test('more than four guests are told a payment link will be emailed', async ({ page }) => {
  const type = await createWorkshopType();
  const date = await putDate(type, 170, { guests: 10 });
  await openStep(page, '/workshop_booking_full_summary', {
    type,
    date,
    v: visitor({ guests: '5' }),
  });
  await finishBooking(page);
  await expect(page.getByText('we will email you a payment link')).toBeVisible();
  await expect(page.getByRole('link', { name: /Pay .* now/ })).toHaveCount(0);
  await expectSummary(page, { Guests: '5 guests', Total: '£210' });
});

test('a workshop with no dates says so and cannot be confirmed', async ({ page }) => {
  const type = await createWorkshopType();
  await page.goto(`/workshop_description/${type.id}`);
  // The description page offers no booking without dates, so the flow is entered with the type alone.
  await page.evaluate(
    (t) => sessionStorage.setItem('studio.booking', JSON.stringify({ workshopType: t })),
    type,
  );
  await page.goto('/workshop_booking_start');
  await expect(page.getByText(MESSAGES.noDates)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/workshop_description/${type.id}$`));
});

test('the details form shows each message beside its field and keeps what was typed @phone', async ({
  page,
}) => {
  const type = await createWorkshopType();
  const date = await putDate(type, 130, { guest_slots_remaining: 4 });
  await openStep(page, '/workshop_booking_details', { type, date });

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/workshop_booking_details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  const guests = page.getByLabel('Number of guests');
  const email = page.getByLabel('Email address');
  const mobile = page.getByLabel('Mobile number');
  const experience = page.getByRole('checkbox', { name: /All participants have the skills/ });
  await expect(guests).toBeFocused();
  await expect(guests).toHaveAttribute('aria-invalid', 'true');
  await expect(guests).toHaveAccessibleDescription(MESSAGES.guests);
  await expect(email).toHaveAccessibleDescription(MESSAGES.emailMissing);
  await expect(mobile).toHaveAccessibleDescription(new RegExp(MESSAGES.mobileMissing));
  await expect(experience).toHaveAccessibleDescription(MESSAGES.experience);
  await expect(page.getByLabel('Your name')).toHaveAccessibleDescription(MESSAGES.name);
  const summary = page.getByRole('heading', { name: 'Please check the form' });
  await expect(summary).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await guests.selectOption('2');
  await expect(guests).not.toHaveAttribute('aria-invalid', 'true');
  await email.fill('ada@example');
  await mobile.fill('0770 090012');
  await page.getByLabel('Your name').fill('Ada');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Your name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(MESSAGES.email);
  await expect(mobile).toHaveAccessibleDescription(new RegExp(MESSAGES.mobile));

  // What was typed survives a reload.
  await page.reload();
  await expect(page.getByLabel('Your name')).toHaveValue('Ada');
  await expect(email).toHaveValue('ada@example');
  await expect(guests).toHaveValue('2');

  await email.fill('ada@example.com');
  await mobile.fill('+44 7700 900123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(experience).toBeFocused();
  await expect(experience).toHaveAccessibleDescription(MESSAGES.experience);
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await experience.check();
  await expect(summary).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/workshop_booking_full_summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your booking' })).toBeVisible();
});

test('a landline is told why a mobile is needed and what to do without one @phone', async ({
  page,
}) => {
  const type = await createWorkshopType();
  const date = await putDate(type, 131, { guest_slots_remaining: 4 });
  await openStep(page, '/workshop_booking_details', { type, date });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/workshop_booking_details$/);

  await page.getByLabel('Number of guests').selectOption('1');
  await page.getByLabel('Your name').fill('Lena Landline');
  await page.getByLabel('Email address').fill('lena@example.com');
  const mobile = page.getByLabel('Mobile number');
  await mobile.fill('020 7946 0000');
  await page.getByRole('checkbox', { name: /All participants have the skills/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(mobile).toBeFocused();
  await expect(mobile).toHaveAccessibleDescription(
    /so the studio can reach you if your workshop changes on the day\. No mobile\? Call or email the studio and they will book you in\. Invalid mobile number$/,
  );
  await expect(mobile).toBeInViewport();
  await expect(page.getByRole('alert').filter({ hasText: 'Please check the form' })).toContainText(
    'Invalid mobile number',
  );
});

test('the date check shows the guests asked for with the date and their total @phone', async ({
  page,
}) => {
  const type = await createWorkshopType();
  const date = await putDate(type, 151, { time: '2pm', guest_slots_remaining: 5 });
  await beginBooking(page, type);
  await page.getByLabel('How many places do you want?').selectOption('3');
  await dateOption(page, date).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your workshop' })).toBeVisible();
  await expectSummary(page, {
    Workshop: type.name,
    'Price per person': '£42',
    Date: fullDateLabel(date),
    Guests: '3 guests',
    'Total price': '£126',
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Number of guests')).toHaveValue('3');
});

test('after a failed submit the error summary and the field in focus are wholly below the sticky header @phone', async ({
  page,
}) => {
  const type = await createWorkshopType();
  const date = await putDate(type, 133, { guest_slots_remaining: 4 });
  await openStep(page, '/workshop_booking_details', { type, date });
  await page.getByLabel('Number of guests').selectOption('1');
  await page.getByLabel('Your name').fill('Lena Landline');
  await page.getByLabel('Email address').fill('lena@example.com');
  const mobile = page.getByLabel('Mobile number');
  await mobile.fill('020 7946 0000');
  await page.getByRole('checkbox', { name: /All participants have the skills/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'Please check the form' });
  await expect(summary).toBeVisible();
  await expect(mobile).toBeFocused();
  const header = (await page.getByRole('banner').boundingBox())!;
  const viewport = page.viewportSize()!;
  for (const [what, element] of [
    ['the error summary', summary],
    ['the field in focus', mobile],
  ] as const) {
    const box = (await element.boundingBox())!;
    expect(box.y, `${what} starts below the header`).toBeGreaterThanOrEqual(
      header.y + header.height - 1,
    );
    expect(box.y + box.height, `${what} ends on the screen`).toBeLessThanOrEqual(viewport.height);
  }
});

test('the details form marks what is optional, says what to enter in an empty field and announces its summary @phone', async ({
  page,
}) => {
  const type = await createWorkshopType();
  const date = await putDate(type, 132, { guest_slots_remaining: 4 });
  await openStep(page, '/workshop_booking_details', { type, date });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();

  const required = [
    page.getByLabel('Number of guests'),
    page.getByLabel('Your name'),
    page.getByLabel('Email address'),
    page.getByLabel('Mobile number'),
    page.getByRole('checkbox', { name: /All participants have the skills/ }),
  ];
  for (const field of required) await expect(field).toHaveAttribute('aria-required', 'true');
  for (const optional of ['Your experience level (optional)', 'Your skills (optional)']) {
    await expect(page.getByLabel(optional, { exact: true })).toBeVisible();
    await expect(page.getByLabel(optional, { exact: true })).not.toHaveAttribute(
      'aria-required',
      'true',
    );
  }

  await page.getByRole('button', { name: 'Next' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please check the form' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link')).toHaveText([
    MESSAGES.guests,
    MESSAGES.name,
    MESSAGES.emailMissing,
    MESSAGES.mobileMissing,
    MESSAGES.experience,
  ]);
  await expect(page.getByLabel('Number of guests')).toBeFocused();
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(MESSAGES.emailMissing);
  await expectNoSeriousA11yViolations(page);

  // Something typed but wrong keeps the rule's own message ("Invalid email address").
  await page.getByLabel('Email address').fill('ada@example');
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(MESSAGES.email);
  await expect(summary.getByRole('link', { name: MESSAGES.email })).toBeVisible();
});

test('Finish without the terms ticked says so and sends nothing', async ({ page }) => {
  const type = await createWorkshopType();
  const date = await putDate(type, 131);
  const posts = countBookingPosts(page);
  await openStep(page, '/workshop_booking_full_summary', { type, date, v: visitor() });

  const terms = page.getByRole('link', { name: 'Terms and Conditions (opens in a new tab)' });
  await expect(terms).toHaveAttribute('href', '/terms_and_conditions');
  await expect(terms).toHaveAttribute('target', '_blank');
  await page.getByRole('button', { name: 'Finish' }).click();
  const box = page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' });
  await expect(page.getByText(MESSAGES.terms)).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  expect(posts.n).toBe(0);
  expect(await bookingsOn(date.id)).toHaveLength(0);
  await box.check();
  await expect(page.getByText(MESSAGES.terms)).toBeHidden();
});

test('when the places go before Finish, the visitor is told and chooses again with fresh dates @phone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const type = await createWorkshopType();
  const date = await putDate(type, 140, { guest_slots_remaining: 3 });
  const v = visitor({ guests: '3' });
  await openStep(page, '/workshop_booking_full_summary', { type, date, v });
  await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();

  await setPlacesLeft(date.id, 1);
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/workshop_booking_start(\?workshop=[\w-]+)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a date' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Sorry, only 1 place is left on this date');
  await expect(dateOption(page, date)).toContainText('1 space left');
  expect(await bookingsOn(date.id)).toHaveLength(0);

  await chooseDate(page, date);
  await expect(page.getByLabel('Your name')).toHaveValue(v.name);
  await expect(page.getByLabel('Email address')).toHaveValue(v.email);
  await expect(page.getByLabel('Number of guests').getByRole('option')).toHaveText([
    'Choose…',
    '1',
  ]);
  await page.getByLabel('Number of guests').selectOption('1');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  expect(await bookingsOn(date.id)).toHaveLength(1);
  expect(await placesLeft(date.id)).toBe(0);
});

test("the server's field messages are shown when it refuses the details", async ({ page }) => {
  const type = await createWorkshopType();
  const date = await putDate(type, 141);
  await openStep(page, '/workshop_booking_full_summary', { type, date, v: visitor() });
  await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await page.route('**/api/save_booking', (route) =>
    route.fulfill({
      status: 400,
      json: {
        error: 'Please check your details',
        fields: { mobileNumber: MESSAGES.mobile, termsAccepted: MESSAGES.terms },
      },
    }),
  );
  await page.getByRole('button', { name: 'Finish' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Please check your details');
  await expect(alert).toContainText(MESSAGES.mobile);
  await expect(
    page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }),
  ).toHaveAccessibleDescription(new RegExp(MESSAGES.terms));
  await expect(page.getByRole('button', { name: 'Finish' })).toBeEnabled();
});

test("a visitor over the day's bookings for one email is told why, and nothing is booked", async ({
  page,
}) => {
  const type = await createWorkshopType();
  const date = await putDate(type, 142, { guests: 20, guest_slots_remaining: 20 });
  const email = uniqueEmail('busy');
  for (let i = 0; i < BOOKINGS_PER_EMAIL_PER_DAY; i += 1) {
    await bookOnline(date, { email, guests: 1 });
  }
  const before = await placesLeft(date.id);
  await openStep(page, '/workshop_booking_full_summary', { type, date, v: visitor({ email }) });
  await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/save_booking'));
  await page.getByRole('button', { name: 'Finish' }).click();
  expect((await answer).status()).toBe(429);
  expect(Number((await answer).headers()['retry-after'])).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toContainText(LIMIT_MESSAGES.email);
  await expect(page.getByRole('button', { name: 'Finish' })).toBeEnabled();
  expect(await bookingsOn(date.id)).toHaveLength(BOOKINGS_PER_EMAIL_PER_DAY);
  expect(await placesLeft(date.id)).toBe(before);
});

test('a lost answer is retried safely: everything is kept and the booking is made once', async ({
  page,
}) => {
  const type = await createWorkshopType();
  const date = await putDate(type, 142, { guest_slots_remaining: 6 });
  await openStep(page, '/workshop_booking_full_summary', {
    type,
    date,
    v: visitor({ guests: '2' }),
  });
  await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();

  // The booking reaches the studio but its answer is lost on the way back.
  await page.route(
    '**/api/save_booking',
    async (route) => {
      await route.fetch();
      await route.abort('failed');
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('alert')).toContainText('Please try again');
  await expect(
    page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }),
  ).toBeChecked();
  await expect(page.getByRole('button', { name: 'Finish' })).toBeEnabled();

  // 503 (busy) also keeps everything.
  await page.route('**/api/save_booking', (route) =>
    route.fulfill({ status: 503, json: { error: 'Busy' } }),
  );
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('alert')).toContainText('Please try again');
  await page.unroute('**/api/save_booking');

  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  expect(await bookingsOn(date.id)).toHaveLength(1);
  expect(await placesLeft(date.id)).toBe(4);
});

test('Finish cannot send twice: a double click makes one booking', async ({ page }) => {
  const type = await createWorkshopType();
  const date = await putDate(type, 143, { guest_slots_remaining: 6 });
  const posts = countBookingPosts(page);
  await openStep(page, '/workshop_booking_full_summary', {
    type,
    date,
    v: visitor({ guests: '2' }),
  });
  await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/save_booking', async (route) => {
    await held;
    await route.continue();
  });
  const finish = page.getByRole('button', { name: 'Finish' });
  await finish.dblclick();
  await expect(finish).toBeDisabled();
  await expect(finish).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status')).toHaveText('Sending your booking…');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  expect(posts.n).toBe(1);
  expect(await bookingsOn(date.id)).toHaveLength(1);
  expect(await placesLeft(date.id)).toBe(4);
});

test('the flow survives a reload at each step and Back keeps the choices', async ({ page }) => {
  const type = await createWorkshopType();
  const date = await putDate(type, 144);
  await beginBooking(page, type);
  await page.reload();
  await dateOption(page, date).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.reload();
  await expectSummary(page, { Date: fullDateLabel(date) });
  await page.getByRole('button', { name: 'Next' }).click();
  await fillDetails(page, visitor({ name: 'Grace Hopper' }));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.reload();
  await expectSummary(page, { Name: 'Grace Hopper' });

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Grace Hopper');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your workshop' })).toBeVisible();
  await expectSummary(page, { Date: fullDateLabel(date) });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a date' })).toBeVisible();
  await expect(dateOption(page, date)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled();

  // Back to the workshop's page and in again: the choices are still there.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/workshop_description/${type.id}$`));
  await beginBooking(page, type);
  await expect(dateOption(page, date)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Your name')).toHaveValue('Grace Hopper');
});

const NO_BOOKING = 'There is no booking in progress here';

test('each booking page reached without the booking it needs says so and offers the way back into the booking @phone', async ({
  page,
}) => {
  // A new tab, or a tab whose session ended: nothing in progress, nothing booked.
  for (const path of FLOW_PATHS) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: NO_BOOKING }), path).toBeVisible();
    await expect(page.getByRole('main'), path).toContainText('Nothing has been booked or paid.');
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'See all workshops' }).click();
  await expect(page).toHaveURL(/\/book_a_workshop$/);

  // A type but no date yet: the way back is that workshop's date choice.
  const type = await createWorkshopType();
  const date = await putDate(type, 145);
  await beginBooking(page, type);
  for (const path of FLOW_PATHS.slice(1, 4)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: NO_BOOKING }), path).toBeVisible();
  }
  await page.getByRole('link', { name: `Choose a date for ${type.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a date' })).toBeVisible();
  await expect(dateOption(page, date)).toBeVisible();
});

test('Back from the thank-you page says the booking is made and offers to manage it or book again @phone', async ({
  page,
}) => {
  const type = await createWorkshopType();
  const date = await putDate(type, 150, { time: '2pm' });
  await openStep(page, '/workshop_booking_full_summary', { type, date, v: visitor() });
  await finishBooking(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/workshop_booking_full_summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is made' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    `You booked ${type.name}, ${fullDateLabel(date)}, 2pm`,
  );
  await expect(page.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute(
    'href',
    /\/manage_booking\//,
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: `Book ${type.name} again` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a date' })).toBeVisible();
  expect(await bookingsOn(date.id)).toHaveLength(1);
});

/**
 * Of Back and the way on, the one seen first (higher up, or to the left on one line) is the one
 * Tab reaches first, coming from the top of the page's content.
 */
async function expectTabInSeenOrder(page: Page, forward: string) {
  const back = page.getByRole('button', { name: 'Back' });
  const on = page.getByRole('button', { name: forward });
  const [b, f] = await Promise.all([back.boundingBox(), on.boundingBox()]);
  const sameLine = Math.abs(b!.y - f!.y) < Math.min(b!.height, f!.height) / 2;
  const seenFirst = (sameLine ? b!.x < f!.x : b!.y < f!.y) ? 'Back' : forward;
  await page.getByRole('main').focus();
  let reached = '';
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => {
      const el = document.activeElement;
      return el instanceof HTMLButtonElement ? el.innerText.trim() : '';
    });
    if (reached !== 'Back' && reached !== forward) reached = '';
  }
  expect(reached, `${page.url()}: Tab reaches ${reached}, seen first is ${seenFirst}`).toBe(
    seenFirst,
  );
}

test('on a phone, the booking steps are tabbed in the order they are seen @phone-only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const type = await createWorkshopType();
  const date = await putDate(type, 146);
  await beginBooking(page, type);
  await dateOption(page, date).click();
  await expectTabInSeenOrder(page, 'Confirm');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your workshop' })).toBeVisible();
  await expectTabInSeenOrder(page, 'Next');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await expectTabInSeenOrder(page, 'Next');
  await fillDetails(page, visitor());
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your booking' })).toBeVisible();
  await choosePayment(page, 'link');
  await expectTabInSeenOrder(page, 'Finish');
  await expectNoSeriousA11yViolations(page);
});

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ordinal } from '../../../functions/src/domain/dates.ts';
import type { ScheduledWorkshop, WorkshopType } from '../../../functions/src/domain/model.ts';
import { BOOKING_STORAGE_KEY } from '../../src/features/bookings/booking-state.ts';
import { apiGet, expect, LOADED, PAGE_POLL } from './site.ts';

// The visitor's booking flow, step by step, as the browser tests walk it.

/** "Saturday 14th March" as the date choice writes it. */
export const dayLabel = (d: ScheduledWorkshop) => `${d.day} ${ordinal(Number(d.date))} ${d.month}`;
export const fullDateLabel = (d: ScheduledWorkshop) => `${dayLabel(d)} ${d.year}`;
export const dateOption = (page: Page, d: ScheduledWorkshop) =>
  page.getByRole('button', { name: new RegExp(`^${dayLabel(d)}, ${d.time}\\b`) });

/** The description page's "Upcoming Dates" hands the type over and opens the date choice. */
export async function beginBooking(page: Page, type: WorkshopType) {
  await page.goto(`/workshop_description/${type.id}`);
  await page.getByRole('link', { name: 'Upcoming Dates' }).click();
  await expect(page).toHaveURL(/\/workshop_booking_start(\?workshop=[\w-]+)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a date' })).toBeVisible();
}

export async function chooseDate(page: Page, date: ScheduledWorkshop) {
  await dateOption(page, date).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/workshop_booking_datetime_summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your workshop' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/workshop_booking_details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
}

export interface Visitor {
  guests: string;
  name: string;
  email: string;
  mobile: string;
}

export const visitor = (over: Partial<Visitor> = {}): Visitor => ({
  guests: '2',
  name: 'Ada Lovelace',
  email: `ada.${Math.random().toString(36).slice(2, 8)}@example.com`,
  mobile: '07700 900123',
  ...over,
});

export async function fillDetails(page: Page, v: Visitor) {
  await page.getByLabel('Number of guests').selectOption(v.guests);
  await page.getByLabel('Your name').fill(v.name);
  await page.getByLabel('Email address').fill(v.email);
  await page.getByLabel('Mobile number').fill(v.mobile);
  await page.getByLabel('Your experience level').fill('Can cast on');
  await page.getByLabel('Your skills').fill('Knit stitch');
  await page.getByRole('checkbox', { name: /All participants have the skills required/ }).check();
}

export type PayWith = 'card' | 'link';

/** The summary step's payment choice (shown where the studio takes both ways). */
export const payChoice = (page: Page) =>
  page.getByRole('group', { name: 'How would you like to pay?' });
export const PAY_OPTION = { card: 'Pay by card now', link: 'Pay later by payment link' } as const;

/**
 * On the summary step: once the studio's ways to pay are known (the last button is enabled),
 * chooses `payWith` where the choice is shown. Paying later keeps the payment-link flow the
 * tests before card payments expect.
 */
export async function choosePayment(page: Page, payWith: PayWith = 'link') {
  const last = page.getByRole('button', { name: /^(Finish|Continue to payment)$/ });
  await expect(last).toBeEnabled(LOADED);
  const choice = payChoice(page);
  if ((await choice.count()) > 0) {
    await choice.getByRole('radio', { name: PAY_OPTION[payWith] }).check();
  }
}

export async function toFullSummary(
  page: Page,
  date: ScheduledWorkshop,
  v: Visitor,
  { payWith = 'link' }: { payWith?: PayWith } = {},
) {
  await chooseDate(page, date);
  await fillDetails(page, v);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/workshop_booking_full_summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your booking' })).toBeVisible();
  await choosePayment(page, payWith);
}

/**
 * Opens a booking step directly, with the booking as far as the steps before it leave it, kept
 * in the tab's session as the flow keeps it: the workshop and its date as the API answers them
 * to those steps, and the visitor's details as the details step keeps what was typed. For the
 * tests of a later step (each step has its own tests, and the walk through them all is
 * visitor-booking's first test); a reload keeps what the steps since have changed.
 */
export async function openStep(
  page: Page,
  step: '/workshop_booking_details' | '/workshop_booking_full_summary',
  {
    type,
    date,
    v,
    payWith = 'link',
  }: {
    type: Pick<WorkshopType, 'id'>;
    date: Pick<ScheduledWorkshop, 'id'>;
    v?: Visitor;
    payWith?: PayWith;
  },
) {
  const workshopType = await apiGet<WorkshopType>(page, `workshop_types/${type.id}`);
  const dates = await apiGet<ScheduledWorkshop[]>(page, `scheduled_workshops/${type.id}`);
  const scheduledWorkshop = dates.find((d) => d.id === date.id);
  expect(scheduledWorkshop, 'the date is offered').toBeDefined();
  const details = v && {
    guests: v.guests,
    name: v.name,
    email: v.email,
    mobileNumber: v.mobile,
    experienceLevel: 'Can cast on',
    experienceSkills: 'Knit stitch',
    experienceConfirmed: true,
  };
  const state = { workshopType, scheduledWorkshop, details, ...(v ? { payWith } : {}) };
  await page.addInitScript(
    ({ key, value }) => {
      // Once per tab: later loads find what the steps wrote since.
      if (sessionStorage.getItem('e2e-booking-opened')) return;
      sessionStorage.setItem('e2e-booking-opened', '1');
      sessionStorage.setItem(key, value);
    },
    { key: BOOKING_STORAGE_KEY, value: JSON.stringify(state) },
  );
  await page.goto(step);
  const heading = step === '/workshop_booking_details' ? 'Your details' : 'Check your booking';
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (step === '/workshop_booking_full_summary') await choosePayment(page, payWith);
}

/** From the full summary: accepts the terms, finishes, and waits for the thank-you page. */
export async function finishBooking(page: Page) {
  await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible(LOADED);
}

/** The thank-you page's calendar file, as text. */
export async function downloadCalendarFile(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
  return readFileSync((await (await download).path())!, 'utf8');
}

/** The page's summary list (dt/dd pairs) as { term: value }. */
export async function readSummary(page: Page): Promise<Record<string, string>> {
  const terms = await page.getByRole('term').allInnerTexts();
  const values = await page.getByRole('definition').allInnerTexts();
  return Object.fromEntries(terms.map((t, i) => [t.trim(), (values[i] ?? '').trim()]));
}

/** The summary list shows `expected` (read from the page, so read again often). */
export const expectSummary = (page: Page, expected: Record<string, unknown>) =>
  expect.poll(() => readSummary(page), { intervals: PAGE_POLL }).toMatchObject(expected);

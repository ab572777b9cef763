import { putDate } from '../../scripts/lib/emulator.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { beginBooking, toFullSummary, visitor } from './support/booking-flow.ts';
import { expectNoSidewaysScroll } from './support/self-service.ts';
import { createWorkshopType, expect, LOADED, test, withPaymentMethods } from './support/site.ts';

// A visitor buys a gift voucher on a phone, pays on Stripe's hosted page (the local stand-in's),
// reads its code on the page Stripe sends them back to, and spends it on a booking.

test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

/** Stripe's confirmation comes by webhook a moment after the return: the page waits for it. */
const CONFIRMED = { timeout: 45_000 };
const STAND_IN = new URL(process.env.STRIPE_STAND_IN_URL!);

test('a visitor buys a gift voucher and spends it on a booking', async ({ page }) => {
  await withPaymentMethods('both', async () => {
    await page.goto('/gift_vouchers');
    await expect(page.getByRole('heading', { level: 1, name: 'Gift vouchers' })).toBeVisible(
      LOADED,
    );
    await expect(page.getByRole('radio', { name: '£50' })).toBeChecked();
    // A workshop's price is one choice, with the workshops in a list.
    await page.getByRole('radio', { name: 'A workshop’s price' }).check();
    await expect(page.getByRole('combobox', { name: 'Workshop' })).toBeVisible();
    await page.getByRole('radio', { name: '£50' }).check();
    await page.getByLabel('Your name').fill('Bea Buyer');
    await page.getByLabel('Your email').fill(`bea.${Date.now()}@example.com`);
    await page.getByLabel('Who is it for?').fill('Rosa Recipient');
    await page.getByLabel('Your message').fill('Happy birthday, Rosa!');
    await expect(page.getByRole('radio', { name: 'To me, to print or pass on' })).toBeChecked();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // Stripe's hosted page, then back to the voucher's own page once the payment is confirmed.
    await expect(page).toHaveURL((url) => url.host === STAND_IN.host, LOADED);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/gift_voucher\/[A-Za-z0-9_-]{43}\?paid=1$/, LOADED);
    const voucher = page.getByRole('article', { name: 'Gift voucher for Rosa Recipient' });
    await expect(voucher).toBeVisible(CONFIRMED);
    await expect(voucher).toContainText('£50');
    await expect(voucher).toContainText('Happy birthday, Rosa!');
    const code = (
      await voucher
        .getByRole('definition')
        .filter({ hasText: /^[0-9A-Z]{4}-/ })
        .textContent()
    )?.trim();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    await expect(page.getByRole('button', { name: 'Print the voucher' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    // Spent on a booking of £42: it pays all of it, so no card payment is taken.
    const type = await createWorkshopType();
    const date = await putDate(type, 160, { guest_slots_remaining: 5 });
    await beginBooking(page, type);
    await toFullSummary(page, date, visitor({ guests: '1' }), { payWith: 'card' });
    await page.getByLabel('Gift voucher code').fill(code!.toLowerCase().replaceAll('-', ' '));
    await page.getByRole('button', { name: 'Apply voucher' }).click();
    await expect(page.getByRole('status').filter({ hasText: code! })).toHaveText(
      `Gift voucher ${code} pays £42: nothing is left to pay.Remove the gift voucher`,
    );
    await expect(page.getByRole('radio', { name: 'Pay by card now' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible(LOADED);
    await expect(
      page.getByText('Your gift voucher paid for it all: there is nothing more to pay.'),
    ).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: `${code}: £42` })).toBeVisible();
  });
});

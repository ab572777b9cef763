import { putDate } from '../../scripts/lib/emulator.ts';
import { shortId } from '../../scripts/lib/factories.ts';
import { COLLECTIONS } from '../../functions/src/lib/collections.ts';
import { adminCall, expect, gotoAdmin, LOADED, test } from './support/admin-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  beginBooking,
  expectSummary,
  finishBooking,
  toFullSummary,
  visitor,
} from './support/booking-flow.ts';
import { updateDoc } from './support/self-service.ts';
import { createWorkshopType } from './support/site.ts';

// Discount codes (docs/product.md#discount-codes): staff make one; a visitor on a phone applies
// it on the summary step, sees the total it leaves and books with it; a code used up says so.

test('@phone-only staff add a code, and a visitor books with it on a phone', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ price: '£30', priceForTotal: 30 });
  const date = await putDate(type, 40, { guest_slots_remaining: 6 });
  const code = `KNIT${shortId().toUpperCase()}`;
  const usedUp = `GONE${shortId().toUpperCase()}`;
  await adminCall('discount_code', {
    create: true,
    code: usedUp,
    kind: 'amount',
    value: 5,
    maxPlaces: 1,
  });
  await updateDoc(COLLECTIONS.discountCodes, usedUp, { placesUsed: 1 });

  await gotoAdmin(page, '/discount_codes');
  await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await page.getByRole('textbox', { name: 'Percentage off' }).fill('25');
  await page.getByLabel('Places it can be used for').fill('4');
  await page.getByRole('checkbox', { name: type.name }).check();
  await page.getByRole('button', { name: 'Add code' }).click();
  await expect(page.getByText(`Added ${code}: 25% off.`)).toBeVisible(LOADED);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('0 of 4');
  await expect(row).toContainText(type.name);
  await expectNoSeriousA11yViolations(page);

  await beginBooking(page, type);
  await toFullSummary(page, date, visitor({ guests: '2' }));
  const field = page.getByRole('textbox', { name: 'Discount code' });
  await field.fill(usedUp.toLowerCase());
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(field).toHaveAccessibleDescription(/This code has been used up/, LOADED);
  await expectSummary(page, { 'Total price': '£60' });

  await field.fill(code);
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(page.getByText(`Code ${code} applied: £15 off.`)).toBeVisible(LOADED);
  await expectSummary(page, {
    'Full price': '£60',
    [`Discount (${code})`]: '−£15',
    'Total price': '£45',
  });
  await expectNoSeriousA11yViolations(page);
  await finishBooking(page);

  await gotoAdmin(page, '/discount_codes');
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('2 of 4');
});

import { putBooking, putDate } from '../../scripts/lib/emulator.ts';
import { shortId, uniqueName } from '../../scripts/lib/factories.ts';
import { expect, gotoAdmin, test } from './support/admin-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createWorkshopType } from './support/site.ts';

test('a message to a class: write it, preview it in the email layout, send it once to each booker, and see it listed on the date', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Messaged Class') });
  const date = await putDate(type, 30, { guests: 6 });
  const email = `twice.${shortId()}@example.com`;
  await putBooking(date, type, { name: 'Tess Twice', email });
  await putBooking(date, type, { name: 'Tess Again', email });
  await putBooking(date, type, { name: 'Olive Once', email: `once.${shortId()}@example.com` });
  const subject = uniqueName('Bring 5 mm needles');

  await gotoAdmin(page, `/message_class/${date.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Message this class: ${type.name}`,
  );
  await expect(page.getByRole('radio', { name: 'Everyone booked on this date' })).toBeChecked();
  await page.getByLabel('Subject').fill(subject);
  await page
    .getByLabel('Message', { exact: true })
    .fill('Hello all,\nThe car park is closed <b>today</b>.');
  await page.getByRole('button', { name: 'Preview' }).click();

  const preview = page.getByRole('document', { name: 'The email as it will arrive' });
  await expect(preview).toContainText('The car park is closed <b>today</b>.');
  await expect(preview).toContainText('You are booked on');
  const send = page.getByRole('button', { name: 'Send to 2 people' });
  await expect(send).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await send.click();

  await expect(page.getByRole('status').filter({ hasText: 'Sent to' })).toHaveText(
    'Sent to 2 people.',
  );
  const row = page
    .getByRole('region', { name: 'Messages sent to this date' })
    .getByRole('row', { name: new RegExp(subject) });
  await expect(row).toContainText('Booked');
  await expect(row).toContainText('2');
  await expect(page.getByLabel('Subject')).toHaveValue('');
});

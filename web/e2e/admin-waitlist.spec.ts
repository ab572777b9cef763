import { putDate, setPlacesLeft, waitlistOn } from '../../scripts/lib/emulator.ts';
import { uniqueName } from '../../scripts/lib/factories.ts';
import { addBooking, adminCall, expect, gotoAdmin, LOADED, test } from './support/admin-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { joinOnline } from './support/self-service.ts';
import { createWorkshopType } from './support/site.ts';

test('staff see a date’s waiting list, send the next offer and remove someone from the line', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Waiting Workshop') });
  const date = await putDate(type, 45, { guests: 3 });
  await addBooking(date, { name: 'Phoned In', guests: 3 });
  const wendy = await joinOnline(date, { name: uniqueName('Wendy Wait'), guests: 1 });
  const xavier = await joinOnline(date, { name: uniqueName('Xavier Queue'), guests: 2 });
  // A place comes free without going through the line (say staff raised it by hand).
  await setPlacesLeft(date.id, 1);

  await gotoAdmin(page, '/admin_home');
  // The home page's tile (the staff bar above it has a link of the same name).
  await page.getByRole('link', { name: /^Waiting lists Who is waiting/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting lists' })).toBeVisible();
  const group = page.getByRole('region', { name: new RegExp(type.name) }).first();
  const table = page.getByRole('region', { name: new RegExp(`^Waiting list for ${type.name}`) });
  const wendyRow = table.getByRole('row', { name: new RegExp(wendy.name) });
  await expect(wendyRow).toContainText('Waiting (1st in line)', LOADED);
  await expect(wendyRow).toContainText(wendy.email);
  await expect(table.getByRole('row', { name: new RegExp(xavier.name) })).toContainText(
    'Waiting (2nd in line)',
  );
  await expectNoSeriousA11yViolations(page);

  await group
    .getByRole('button', { name: new RegExp(`^Send the next offer now: ${type.name}`) })
    .click();
  await expect(page.getByRole('status')).toContainText(`Sent 1 offer for ${type.name}`);
  await expect(wendyRow).toContainText('Offered 1 place');
  await expect(wendyRow.getByRole('cell').nth(4)).toHaveText(/^\w{3} \d{1,2} \w{3}, \d\d:\d\d$/);

  await table.getByRole('button', { name: `Remove: ${xavier.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${xavier.name} from the waiting list?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep them in line' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Removed ${xavier.name} from the waiting list for ${type.name}`,
  );
  await expect(dialog).toBeHidden();
  await expect(wendyRow).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(xavier.name) })).toHaveCount(0);
  const line = await waitlistOn(date.id);
  expect(line.find((e) => e.email === xavier.email)?.status).toBe('removed');
  expect(line.find((e) => e.email === wendy.email)?.status).toBe('offered');
});

test('staff see the cancelled paid bookings and mark each refunded', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Refund Workshop') });
  const date = await putDate(type, 46, { guests: 6 });
  const name = uniqueName('Paid Polly');
  const paid = await addBooking(date, { name, email: 'polly@example.com', guests: 2, payed: true });
  await adminCall('cancel_booking', { id: paid.id, notify: false });

  await gotoAdmin(page, '/admin_home');
  // The home page's tile (the staff bar above it has a link of the same name).
  await page.getByRole('link', { name: /^Refunds due Cancelled bookings/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Refunds due' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(type.name, LOADED);
  await expect(row).toContainText('£84');
  await expect(row).toContainText('by staff');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `Mark refunded: ${name}` }).click();
  await expect(page.getByRole('status')).toHaveText(`Marked the refund of £84 to ${name} as made.`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await gotoAdmin(page, '/refunds_due');
  await expect(page.getByRole('heading', { level: 1, name: 'Refunds due' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

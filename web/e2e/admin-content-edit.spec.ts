import type { NewsItem } from '../../functions/src/domain/model.ts';
import { COLLECTIONS } from '../../functions/src/lib/collections.ts';
import { put, putDate, readDoc } from '../../scripts/lib/emulator.ts';
import { monthlyWorkshop, uniqueName } from '../../scripts/lib/factories.ts';
import { addBooking, adminCall, expect, gotoAdmin, test } from './support/admin-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createWorkshopType } from './support/site.ts';

test('a news item is edited in the publishing form and deleted after confirming', async ({
  adminPage: page,
  homePageNews: _news,
}) => {
  const title = uniqueName('Old News');
  await adminCall('add_homepage_news', {
    title,
    message: '<p>First words.</p>',
    day: '2nd',
    month: 'March',
  });

  await gotoAdmin(page, '/add_homepage_newsitem');
  const list = page.getByRole('region', { name: 'Published news items' });
  const item = list.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText(`2 March ${new Date().getFullYear()}`);
  await item.getByRole('button', { name: `Edit: ${title}` }).click();
  await expect(page.getByRole('heading', { name: `Edit “${title}”` })).toBeFocused();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Message')).toHaveValue('<p>First words.</p>');
  await expect(page.getByLabel('Day')).toHaveValue('2nd');
  await expect(page.getByLabel('Month')).toHaveValue('March');

  const renamed = uniqueName('Fresh News');
  await page.getByLabel('Title').fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText(`Saved the changes to “${renamed}”.`);
  await expect(page.getByRole('heading', { name: 'Write a news item' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('');
  const edited = list.getByRole('listitem').filter({ hasText: renamed });
  await expect(edited).toBeVisible();
  await expect(item).toHaveCount(0);

  await edited.getByRole('button', { name: `Delete: ${renamed}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete the news item “${renamed}”?` });
  await expect(dialog).toHaveAccessibleDescription(/This cannot be undone/);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText(`Deleted the news item “${renamed}”.`);
  await expect(edited).toHaveCount(0);
  const stored = await adminCall<NewsItem[]>('homepage_news_for_admin', undefined, 'GET');
  expect(stored.map((n) => n.title)).not.toContain(renamed);
});

test('yarn and yarn months are added, edited and deleted from their own admin page', async ({
  adminPage: page,
}) => {
  await gotoAdmin(page, '/admin_home');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Yarn and yarn evenings/ })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Add a yarn and yarn month' }),
  ).toBeVisible();
  await expect(page.getByLabel('Level')).toHaveValue('All Levels');
  await expect(page.getByLabel('Price')).toHaveValue('£5');
  await expect(page.getByLabel('Craft type')).toHaveValue('Something Different');

  const name = uniqueName('Yarn Story');
  const month = (await page.getByLabel('Month').locator('option').allTextContents()).at(-1)!;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Month').selectOption(month);
  // Kept inactive so visitor pages running alongside never see it.
  await page.getByLabel('Active').uncheck();
  await page.getByRole('button', { name: 'Add yarn and yarn month' }).click();
  await expect(page.getByRole('status')).toHaveText(`Added ${name} for ${month}.`);

  const label = `${name} (${month})`;
  const item = page
    .getByRole('region', { name: 'Stored yarn and yarn entries' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(item).toContainText('£5 · All Levels · retired');
  await item.getByRole('button', { name: `Edit: ${label}` }).click();
  await expect(page.getByRole('heading', { name: `Edit “${label}”` })).toBeFocused();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Active')).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Price').fill('£6.50');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText(`Saved ${name} for ${month}.`);
  await expect(item).toContainText('£6.50 · All Levels · retired');

  await item.getByRole('button', { name: `Delete: ${label}` }).click();
  await page
    .getByRole('dialog', { name: `Delete the yarn and yarn entry “${label}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('status')).toHaveText(`Deleted the yarn and yarn entry “${label}”.`);
  await expect(item).toHaveCount(0);
});

test('a retired granny square month from the past keeps its month while it is edited', async ({
  adminPage: page,
}) => {
  const stored = await put(
    COLLECTIONS.grannySquareMonthly,
    monthlyWorkshop({ name: uniqueName('Old Square'), active: false }, -3),
  );
  const label = `${stored.name} (${stored.month} ${stored.year})`;

  await gotoAdmin(page, '/add_granny_square_monthly');
  const item = page
    .getByRole('region', { name: 'Stored granny square entries' })
    .getByRole('listitem')
    .filter({ hasText: stored.name });
  await expect(item).toContainText('retired');
  await item.getByRole('button', { name: `Edit: ${label}` }).click();
  await expect(page.getByLabel('Month')).toHaveValue(`${stored.month} ${stored.year}`);
  await page.getByLabel('Short description').fill('Back by request');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Saved ${stored.name} for ${stored.month} ${stored.year}.`,
  );
  const saved = await readDoc<{ description: string; active: boolean }>(
    COLLECTIONS.grannySquareMonthly,
    stored.id,
  );
  expect(saved).toMatchObject({ description: 'Back by request', active: false });
});

test('monthly meets are added, edited and deleted from their admin page', async ({
  adminPage: page,
}) => {
  await gotoAdmin(page, '/admin_home');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Monthly meets/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly meets' })).toBeVisible();
  const name = uniqueName('Sock Circle');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('When it meets').fill('Second Sunday of every month, 2pm');
  // Kept inactive so the visitors' monthly meets page, tested alongside, never shows it.
  await page.getByLabel('Active').uncheck();
  await page.getByRole('button', { name: 'Add monthly meet' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Added ${name}: Second Sunday of every month, 2pm.`,
  );

  const item = page
    .getByRole('region', { name: 'Stored monthly meets' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(item).toContainText('Second Sunday of every month, 2pm · not active');
  await expectNoSeriousA11yViolations(page);
  await item.getByRole('button', { name: `Edit: ${name}` }).click();
  await expect(page.getByLabel('When it meets')).toHaveValue('Second Sunday of every month, 2pm');
  await page.getByLabel('When it meets').fill('Last Friday of every month, 6pm');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText(`Saved ${name}.`);
  await expect(item).toContainText('Last Friday of every month, 6pm · not active');

  await item.getByRole('button', { name: `Delete: ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Delete the monthly meet “${name}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('status')).toHaveText(`Deleted the monthly meet “${name}”.`);
  await expect(item).toHaveCount(0);
});

test('a workshop type with a booking to come cannot be deleted; one without bookings goes with its dates', async ({
  adminPage: page,
}) => {
  const booked = await createWorkshopType({ name: uniqueName('Booked Type') });
  await addBooking(await putDate(booked, 30, { guests: 4 }), {
    name: uniqueName('Keeps It'),
    guests: 1,
  });
  const idle = await createWorkshopType({ name: uniqueName('Idle Type') });
  const idleDate = await putDate(idle, 30, { guests: 4 });

  await gotoAdmin(page, '/manage_workshop_types');
  const keep = page
    .getByRole('form', { name: booked.name })
    .getByRole('button', { name: `Delete: ${booked.name}` });
  await keep.click();
  const refused = page.getByRole('dialog', {
    name: `Delete the workshop type “${booked.name}”?`,
  });
  await expect(refused).toHaveAccessibleDescription(/Its future dates go with it/);
  await expectNoSeriousA11yViolations(page);
  await refused.getByRole('button', { name: 'Delete' }).click();
  await expect(refused.getByRole('alert')).toHaveText(
    'This workshop type has bookings on future dates, so it cannot be deleted; retire it (not active) instead',
  );
  await refused.getByRole('button', { name: 'Keep it' }).click();
  await expect(refused).toHaveCount(0);
  await expect(keep).toBeFocused();

  const idleRow = page.getByRole('form', { name: idle.name });
  await idleRow.getByRole('button', { name: `Delete: ${idle.name}` }).click();
  await page
    .getByRole('dialog', { name: `Delete the workshop type “${idle.name}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toHaveText(
    `Deleted the workshop type “${idle.name}”.`,
  );
  await expect(idleRow).toHaveCount(0);
  expect(await readDoc(COLLECTIONS.workshopTypes, idle.id)).toBeUndefined();
  expect(await readDoc(COLLECTIONS.scheduledWorkshops, idleDate.id)).toBeUndefined();
  await expect(page.getByRole('form', { name: booked.name })).toBeVisible();
});

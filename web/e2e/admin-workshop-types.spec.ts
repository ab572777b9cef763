import { uniqueName } from '../../scripts/lib/factories.ts';
import { adminCall, expect, gotoAdmin, test } from './support/admin-stack.ts';
import { createWorkshopType } from './support/site.ts';

test('a workshop type row goes through unsaved, saving and saved, and the change is stored', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Editable Workshop'), price: '£30' });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/update_workshop_type', async (route) => {
    await held;
    await route.continue();
  });

  await gotoAdmin(page, '/manage_workshop_types');
  const row = page.getByRole('form', { name: type.name });
  const state = row.getByRole('status');
  await expect(state).toHaveText('No changes');
  await expect(row.getByRole('button', { name: 'Save' })).toBeDisabled();

  await row.getByText(`Edit ${type.name}`).click();
  await row.getByLabel('Price').fill('£32.50');
  await row.getByLabel('Short description').fill('Now with cake');
  await expect(state).toHaveText('Unsaved changes');
  await expect(state).toHaveClass(/row-state--dirty/);

  await row.getByRole('button', { name: 'Save' }).click();
  await expect(state).toHaveText('Saving…');
  await expect(state).toHaveClass(/row-state--saving/);
  await expect(row.getByRole('button', { name: 'Save' })).toBeDisabled();
  release();
  await expect(state).toHaveText('Saved');
  await expect(state).toHaveClass(/row-state--saved/);
  await expect(row).toContainText('£32.50 · Novice · 2hrs');

  const types = await adminCall<
    { id: string; price: string; priceForTotal: number; description: string }[]
  >('workshop_types_for_admin', undefined, 'GET');
  expect(types.find((t) => t.id === type.id)).toMatchObject({
    price: '£32.50',
    priceForTotal: 32.5,
    description: 'Now with cake',
  });
});

test('a workshop type row with a bad value shows the rule beside the field and keeps the edits', async ({
  adminPage: page,
}) => {
  const type = await createWorkshopType({ name: uniqueName('Invalid Edit Workshop') });
  await gotoAdmin(page, '/manage_workshop_types');
  const row = page.getByRole('form', { name: type.name });
  await row.getByText(`Edit ${type.name}`).click();
  await row.getByLabel('Price').fill('free');
  await row.getByLabel('Duration').fill('');
  await row.getByRole('button', { name: 'Save' }).click();

  await expect(row.getByRole('status')).toHaveText('Not saved');
  await expect(row.getByText('Enter a price such as £15 or £12.50')).toBeVisible();
  await expect(row.getByText('Enter the duration, such as 2hrs')).toBeVisible();
  await expect(row.getByLabel('Price')).toHaveAttribute('aria-invalid', 'true');
  await expect(row.getByLabel('Price')).toHaveValue('free');

  await page.route('**/api/update_workshop_type', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'Choose a craft type: Crochet, Knitting, Something Different',
        fields: { craftType: 'Choose a craft type: Crochet, Knitting, Something Different' },
      }),
    }),
  );
  await row.getByLabel('Price').fill('£31');
  await row.getByLabel('Duration').fill('3hrs');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('alert')).toContainText('Choose a craft type');
  await expect(row.getByLabel('Craft type')).toHaveAttribute('aria-invalid', 'true');
  await expect(row.getByRole('status')).toHaveText('Not saved');
  await expect(row.getByLabel('Price')).toHaveValue('£31');
});

test('a new workshop type starts with its defaults and appears among the types', async ({
  adminPage: page,
}) => {
  const name = uniqueName('Brand New Workshop');
  await gotoAdmin(page, '/add_new_workshop_type');
  await expect(page.getByLabel('Level')).toHaveValue('Novice');
  await expect(page.getByLabel('Price')).toHaveValue('£15');
  await expect(page.getByLabel('Duration')).toHaveValue('2hrs');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Craft type').selectOption('Knitting');
  // Kept off the visitors' workshop list, which the visitor tests running alongside count.
  await page.getByLabel('Show on the Workshops & Courses page').uncheck();
  await page.getByRole('button', { name: 'Add workshop type' }).click();
  await expect(page.getByRole('status')).toContainText(`Added the workshop type ${name}`);
  await expect(page.getByLabel('Name')).toHaveValue('');

  await page.getByRole('link', { name: 'Manage workshop types' }).first().click();
  await expect(page.getByRole('form', { name })).toContainText('£15 · Novice · 2hrs');
});

for (const monthly of [
  {
    path: '/add_granny_square_monthly',
    defaults: { level: 'Intermediate', price: '£10', duration: '1hr', comingSoon: false },
    button: 'Add granny square month',
  },
  {
    path: '/add_crochet_a_bouquet',
    defaults: { level: 'Novice', price: '£15', duration: '2hrs', comingSoon: true },
    button: 'Add crochet a bouquet month',
  },
]) {
  test(`${monthly.path} starts with its defaults and adds a month`, async ({ adminPage: page }) => {
    const name = uniqueName('Monthly Design');
    await page.goto(monthly.path);
    await expect(page.getByLabel('Level')).toHaveValue(monthly.defaults.level);
    await expect(page.getByLabel('Price')).toHaveValue(monthly.defaults.price);
    await expect(page.getByLabel('Duration')).toHaveValue(monthly.defaults.duration);
    await expect(page.getByLabel('Craft type')).toHaveValue('Crochet');
    const soon = page.getByLabel('Coming soon');
    await (monthly.defaults.comingSoon
      ? expect(soon).toBeChecked()
      : expect(soon).not.toBeChecked());

    const options = await page.getByLabel('Month').locator('option').allTextContents();
    expect(options.length).toBeGreaterThanOrEqual(4);
    const furthest = options.at(-1)!;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Month').selectOption(furthest);
    // Kept inactive so visitor pages running alongside never see it.
    await page.getByLabel('Active').uncheck();
    await page.getByRole('button', { name: monthly.button }).click();
    await expect(page.getByRole('status')).toHaveText(`Added ${name} for ${furthest}.`);
    await expect(page.getByLabel('Name')).toHaveValue('');
  });
}

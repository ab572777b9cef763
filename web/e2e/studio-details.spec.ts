import { gotoAdmin, test } from './support/admin-stack.ts';
import { expect, LOADED, withStudio } from './support/site.ts';

// The studio's details are site content staff edit (docs/product.md#site-content): what they
// save is what the header, footer and contact page show. The stored details are put back after.

test('staff change the phone and email at /edit_studio_details and the contact page and footer show them @phone', async ({
  adminPage: page,
}) => {
  await withStudio({}, async () => {
    const phone = '0161 496 0123';
    const email = `studio.${Date.now().toString(36)}@example.com`;
    await gotoAdmin(page, '/admin_home');
    await page.getByRole('link', { name: /Studio details/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Studio details' })).toBeVisible();
    await expect(page.getByLabel('Studio name')).not.toHaveValue('');

    // The form's own schema speaks first, beside the field.
    await page.getByLabel('Phone').fill('ring us');
    await page.getByLabel('Social links').fill('Instagram http://insecure.example');
    await page.getByRole('button', { name: 'Save studio details' }).click();
    await expect(page.getByText('Enter a phone number using only digits')).toBeVisible();
    await expect(page.getByText('Enter an address starting with https://')).toBeVisible();
    await expect(page.getByLabel('Phone')).toBeFocused();

    await page.getByLabel('Phone').fill(phone);
    await page.getByRole('textbox', { name: 'Email (optional)', exact: true }).fill(email);
    await page.getByLabel('Social links').fill('Instagram https://www.instagram.com/studio-test');
    await page.getByRole('button', { name: 'Save studio details' }).click();
    await expect(page.getByRole('status')).toContainText('Saved.');

    await page.goto('/contact_us');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
      LOADED,
    );
    await expect(main.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      'tel:01614960123',
    );
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: email })).toBeVisible();
    await expect(footer.getByRole('link', { name: phone })).toBeVisible();
    await expect(
      footer.getByRole('link', { name: 'Instagram (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.instagram.com/studio-test');
  });
});

test('a field left empty is not shown: no phone means no phone on the contact page or in the footer', async ({
  page,
}) => {
  await withStudio({ phone: '', social: [] }, async () => {
    await page.goto('/contact_us');
    await expect(page.getByRole('heading', { level: 2, name: 'Email' })).toBeVisible(LOADED);
    await expect(page.getByRole('heading', { level: 2, name: 'Phone' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Follow along' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').locator('a[href^="tel:"]')).toHaveCount(0);
  });
});

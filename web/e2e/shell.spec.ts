import { expect, test } from '@playwright/test';

test('the home page shows the studio, its navigation and its social links @phone', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'The Yarn Loft' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    /instagram\.com/,
  );
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    /facebook\.com/,
  );
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'About', 'Workshops & Courses', 'Contact']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: "What's On" })).toHaveCount(0);
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Workshops & Courses', 'Contact', "What's On"]) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  }
});

test('an unknown path redirects to the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Yarn Loft' })).toBeVisible();
});

test('the API answers its health check through Hosting', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ ok: true });
});

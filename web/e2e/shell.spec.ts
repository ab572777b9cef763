import { devices } from '@playwright/test';
import { expect, test, VISITOR_PAGES } from './support/site.ts';

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
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of [
      'Home',
      'About',
      'Workshops & Courses',
      'Contact',
      "What's On",
      'Gift Vouchers',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
  } else {
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of [
      'Home',
      'About',
      'Workshops & Courses',
      'Contact',
      "What's On",
      'Gift Vouchers',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  }
});

test('the menu marks the current page with aria-current and moves it when you navigate', async ({
  page,
}) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  await nav.getByRole('link', { name: 'Workshops & Courses' }).click();
  await expect(page).toHaveURL(/\/book_a_workshop$/);
  await expect(nav.getByRole('link', { name: 'Workshops & Courses' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
});

test('@phone-only the burger menu opens, closes with Escape back on the burger, and follows links', async ({
  page,
}) => {
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();

  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About The Yarn Loft' })).toBeVisible();
  await expect(menu).toBeHidden();
  await burger.click();
  await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
});

test('@phone-only a tap outside the open burger menu closes it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'The Yarn Loft' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});

test.describe('a mobile browser on a wide screen', () => {
  test.use({ userAgent: devices['iPad Pro 11'].userAgent, viewport: { width: 1024, height: 768 } });

  test('gets the burger menu and the mobile logo instead of the desktop menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('img', { name: 'The Yarn Loft' })).toBeHidden();
    await expect(page.getByRole('banner').getByText('The Yarn Loft')).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact' }),
    ).toBeVisible();
  });
});

test.describe('a desktop browser in a 360 px window', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('gets the burger menu instead of the desktop menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  for (const [path] of VISITOR_PAGES) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width}px wide`).toBeLessThanOrEqual(360);
    });
  }
});

test('the admin logo replaces the logo while the admin is signed in', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'studio.session',
      JSON.stringify({ signedIn: true, isAdmin: true, email: 'admin@studio.test' }),
    ),
  );
  await page.goto('/about');
  const logo = page.getByRole('img', { name: 'The Yarn Loft staff' });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', '/images/logo-admin.svg');
});

test('the visitor logo is shown when nobody is signed in', async ({ page }) => {
  await page.goto('/about');
  const logo = page.getByRole('img', { name: 'The Yarn Loft', exact: true });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', '/images/logo.svg');
});

test('the skip link is the first stop for keyboard users and jumps to the content', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
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

// A tab left open across a deploy asks for page code that is gone: the page reloads once
// (and gets the new shell) instead of breaking; a second failure shows a way on.
const CONTACT_CHUNK = '**/assets/contact-us-*.js';

test('page code that cannot be downloaded reloads the page once, then the page works', async ({
  page,
}) => {
  let chunkGone = true;
  let reloads = 0;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'The Yarn Loft' })).toBeVisible();
  page.on('request', (request) => {
    if (request.isNavigationRequest()) {
      reloads += 1;
      chunkGone = false; // the new deploy's shell is what the reload gets
    }
  });
  await page.route(CONTACT_CHUNK, (route) => (chunkGone ? route.abort() : route.continue()));
  await page.evaluate(() => sessionStorage.clear());
  await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  expect(reloads).toBe(1);
  await expect(page).toHaveURL(/\/contact_us$/);
});

test('page code that still cannot be downloaded after the reload shows a way on, not a loop', async ({
  page,
}) => {
  let reloads = 0;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'The Yarn Loft' })).toBeVisible();
  page.on('request', (request) => {
    if (request.isNavigationRequest()) reloads += 1;
  });
  await page.route(CONTACT_CHUNK, (route) => route.abort());
  await page.evaluate(() => sessionStorage.clear());
  await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
  await expect(alert).toBeVisible();
  expect(reloads).toBe(1);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();
});

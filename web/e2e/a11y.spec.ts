import { announcement } from '../../scripts/lib/factories.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test, VISITOR_PAGES } from './support/site.ts';

// axe-core on every visitor route that needs no booking in progress (the booking flow's own
// tests scan its pages, which need that state), on a desktop and on a phone.
const routes = [
  ...VISITOR_PAGES,
  ['/workshop_description/crochet-a-bouquet', 'Crochet a Bouquet'],
  ['/calendar_view', "What's on at the studio"],
] as const;

for (const [path, heading] of routes) {
  test(`${path} has no serious or critical accessibility violation @phone`, async ({ page }) => {
    // A cold Functions emulator worker can take a while to answer the first request.
    test.setTimeout(60_000);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
      timeout: 25_000,
    });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 25_000 });
    await expectNoSeriousA11yViolations(page);
  });
}

test('the open burger menu has no serious or critical accessibility violation @phone-only', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('a fresh visitor', () => {
  test.use({ freshVisitor: true });

  test('the cookie dialog and the announcement have no serious or critical violation @phone', async ({
    page,
  }) => {
    // Two full accessibility scans of the home page behind its dialogs.
    test.setTimeout(60_000);
    const notice = announcement();
    await page.route('**/api/site_content/announcement', (route) =>
      route.fulfill({ json: notice }),
    );
    await page.goto('/');
    const cookies = page.getByRole('dialog', { name: 'Cookies at The Yarn Loft' });
    await expect(cookies).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await cookies.getByRole('button', { name: 'Essential only' }).click();
    await expect(page.getByRole('dialog', { name: notice.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('the accessibility scan itself reports a serious violation when there is one', async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="en"><title>t</title><main><img src="/logo.png"><input></main></html>',
  );
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/image-alt \(critical\)/);
});

import type { Page } from '@playwright/test';
import { londonParts, monthName } from '../../functions/src/domain/dates.ts';
import { appStarted, expect, openWithAppHeld, test } from './support/site.ts';

// Every control in a visitor page's server HTML answers a tap made before the app has started
// (issue 24, point 1): links are real links, the menu opens at once, and any other button shows
// that it is waiting and does its work as soon as the app has started.

test.describe.configure({ timeout: 60_000 });

const burger = (page: Page) => page.getByRole('button', { name: 'Menu' });
const mobileMenu = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });

test('@phone-only the menu tapped before the app has started opens, and its links work', async ({
  page,
}) => {
  await openWithAppHeld(page, '/');
  await burger(page).click();
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(mobileMenu(page)).toBeVisible();
  await mobileMenu(page).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: /^About/ })).toBeVisible();
});

test('@phone-only the app starts with the menu as the early tap left it, and closes it on the next', async ({
  page,
}) => {
  const release = await openWithAppHeld(page, '/book_a_workshop');
  await burger(page).click();
  await expect(mobileMenu(page)).toBeVisible();
  // Any closing of the menu while the app takes over is recorded (a flash of the closed menu).
  await page.evaluate(() => {
    const menu = document.querySelector('.mobile-menu')!;
    new MutationObserver(() => {
      if ((menu as HTMLElement).hidden) document.documentElement.dataset.menuClosed = 'true';
    }).observe(menu, { attributes: true, attributeFilter: ['hidden'] });
  });
  release();
  await appStarted(page);
  await expect(mobileMenu(page)).toBeVisible();
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => document.documentElement.dataset.menuClosed)).toBeUndefined();
  await burger(page).click();
  await expect(mobileMenu(page)).toBeHidden();
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
  await burger(page).click();
  await expect(mobileMenu(page)).toBeVisible();
});

test('a level chosen before the app has started waits visibly, then filters the workshops @phone', async ({
  page,
}) => {
  const release = await openWithAppHeld(page, '/book_a_workshop');
  const filter = page.getByRole('group', { name: 'Level:' });
  const advanced = filter.getByRole('button', { name: 'Advanced' });
  await advanced.click();
  await expect(advanced).toHaveAttribute('data-tap-waiting', '');
  await expect(advanced).toHaveCSS('cursor', 'progress');
  release();
  await expect(advanced).toHaveAttribute('aria-pressed', 'true');
  await expect(advanced).not.toHaveAttribute('data-tap-waiting');
  await expect(filter.getByRole('button', { name: 'Show All' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('"Next month" tapped before the app has started shows the next month once it has @phone', async ({
  page,
}) => {
  const release = await openWithAppHeld(page, '/calendar_view');
  const now = londonParts(Date.now());
  const following = new Date(Date.UTC(now.year, now.month, 1));
  const title = page.getByRole('heading', { level: 2 }).first();
  await expect(title).toHaveText(`${monthName(now.month)} ${now.year}`);
  await page.getByRole('button', { name: 'Next month' }).click();
  release();
  await expect(title).toHaveText(
    `${monthName(following.getUTCMonth() + 1)} ${following.getUTCFullYear()}`,
  );
});

test('"Cookie settings" tapped before the app has started opens the cookie choice once it has', async ({
  page,
}) => {
  const release = await openWithAppHeld(page, '/workshop_description/learn-to-knit');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  release();
  await expect(page.getByRole('dialog', { name: /cookie/i })).toBeVisible();
});

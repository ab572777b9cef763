import { putDate } from '../../scripts/lib/emulator.ts';
import { shortId, uniqueName } from '../../scripts/lib/factories.ts';
import { adminLinks, adminNav } from '../src/config/admin-links.ts';
import {
  addBooking,
  adminCall,
  expect,
  expectWhollyShown,
  gotoAdmin,
  LOADED,
  openInApp,
  test,
} from './support/admin-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { bookOnline, expectNoSidewaysScroll, joinOnline } from './support/self-service.ts';
import { createWorkshopType } from './support/site.ts';

// Staff mark bookings paid and check registers on a phone at the studio.
const PHONE = { width: 360, height: 740 };

/** An address as long as real ones get, which a narrow table would cut off. */
const longEmail = (who: string) =>
  `${who}.${shortId()}@knitting-circle-of-little-hampton-on-the-marsh.example.co.uk`;

test('on a 360 px phone each booking is a card with its whole email and every action, named after the booking', async ({
  adminPage: page,
}) => {
  // axe walks every node of the page; on a busy machine a long list takes a while.
  test.setTimeout(120_000);
  const type = await createWorkshopType({ name: uniqueName('Phone Card Workshop') });
  const date = await putDate(type, 33, { guests: 6 });
  const name = uniqueName('Tom Hughes');
  const email = longEmail('tom.hughes');
  await addBooking(date, { name, email, guests: 2 });

  await page.setViewportSize(PHONE);
  await gotoAdmin(page, `/booked_workshops?q=${encodeURIComponent(name)}`);
  await expectNoSidewaysScroll(page);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible(LOADED);
  await expectWhollyShown(row.getByRole('link', { name: email }));
  for (const cell of await row.getByRole('cell').all()) await expectWhollyShown(cell);
  for (const action of ['Mark Payed', 'Send reminder', 'Edit', 'Move', 'Cancel'])
    await expectWhollyShown(row.getByRole('button', { name: `${action}: ${name}`, exact: true }));
  await expectWhollyShown(row.getByRole('link', { name: `History: ${name}`, exact: true }));
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `Mark Payed: ${name}` }).click();
  await expect(row.getByRole('button', { name: `Mark Unpaid: ${name}` })).toBeVisible();
  await expectWhollyShown(row.getByRole('button', { name: `Mark Unpaid: ${name}` }));
});

test('on a 360 px phone every admin link is in view and no staff page scrolls sideways', async ({
  adminPage: page,
}) => {
  test.setTimeout(240_000);
  // Something on every list, with addresses as long as real ones.
  const type = await createWorkshopType({ name: uniqueName('Phone Lists Workshop') });
  const date = await putDate(type, 34, { guests: 3 });
  await bookOnline(date, { email: longEmail('signup'), guests: 2, newsletterSignup: true });
  const wendy = { name: uniqueName('Wendy Wait'), email: longEmail('wendy'), guests: 2 };
  await joinOnline(date, wendy);
  const paid = await addBooking(date, { name: uniqueName('Refund Me'), guests: 1, payed: true });
  await adminCall('cancel_booking', { id: paid.id, notify: false });

  await page.setViewportSize(PHONE);
  await gotoAdmin(page, '/admin_home');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const { label } of adminNav)
    await expectWhollyShown(nav.getByRole('link', { name: label, exact: true }));

  const staffPages = [...new Set([...adminNav, ...adminLinks].map((link) => link.to))].filter(
    (path) => path !== '/calendar_view',
  );
  // Each opened in the running app, as staff move between them on a phone.
  for (const path of [...staffPages, `/class_register/${date.id}`]) {
    await openInApp(page, path);
    await expectNoSidewaysScroll(page);
  }
});

test('every repeated button on a staff list is named after its item', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const lists = [
    '/booked_workshops',
    '/scheduled_workshop_list',
    '/manage_workshop_types',
    '/newsletter_signups',
    '/waiting_lists',
    '/refunds_due',
    '/failed_emails',
    '/add_homepage_newsitem',
    '/add_monthly_meet',
    '/discount_codes',
    '/gift_vouchers_admin',
  ];
  for (const [i, path] of lists.entries()) {
    // The first loads the staff app; the rest open in it, as staff move between lists.
    await (i === 0 ? gotoAdmin : openInApp)(page, path);
    // A button that shows the same words as others ("Save") must say more to a screen reader.
    const unnamed = await page
      .getByRole('main')
      .getByRole('button')
      .evaluateAll((buttons) => {
        const text = (button: Element, hidden: string) => {
          const copy = button.cloneNode(true) as Element;
          copy.querySelectorAll(hidden).forEach((part) => part.remove());
          return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
        };
        const shown = buttons.map((button) => text(button, '.visually-hidden'));
        return buttons
          .map((button, i) => ({
            shows: shown[i],
            name: button.getAttribute('aria-label') ?? text(button, '[aria-hidden="true"]'),
          }))
          .filter(({ shows }) => shown.filter((other) => other === shows).length > 1)
          .filter(({ shows, name }) => name === shows)
          .map(({ name }) => name);
      });
    expect(unnamed, `buttons on ${path} named only by what they show`).toEqual([]);
  }
});

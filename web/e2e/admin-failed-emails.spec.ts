import type { MailDoc } from '../../functions/src/domain/model.ts';
import { put, readDoc } from '../../scripts/lib/emulator.ts';
import { uniqueName } from '../../scripts/lib/factories.ts';
import { expect, gotoAdmin, LOADED, test } from './support/admin-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { COLLECTIONS, expectNoSidewaysScroll, uniqueEmail } from './support/self-service.ts';
import { answer } from './support/site.ts';

/** An outbox email the mail service refused for good (as delivery.ts records it). */
function failedMail(overrides: Partial<MailDoc> = {}) {
  const subject = uniqueName('Your reminder');
  return put(COLLECTIONS.mail, {
    id: `e2e-failed-${crypto.randomUUID()}`,
    to: uniqueEmail('bounce'),
    message: { subject, text: `${subject}: see you soon`, html: `<p>${subject}</p>` },
    delivery: {
      state: 'FAILED' as const,
      attempts: 5,
      error: '550 Mailbox unavailable: {"errors":[{"message":"The mailbox does not exist"}]}',
    },
    createdAt: Date.now(),
    kind: 'booking-reminder' as const,
    ...overrides,
  });
}

test('staff see the emails that could not be delivered and send one again @phone', async ({
  adminPage: page,
}) => {
  const mail = await failedMail();
  const purged = await failedMail({
    message: { subject: '', text: '', html: '' },
    purgedAt: Date.now(),
    kind: 'waitlist-offer',
  });

  await gotoAdmin(page, '/admin_home');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Failed emails' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Failed emails' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Failed emails' });
  const row = table.getByRole('row', { name: new RegExp(mail.to) });
  await expect(row).toContainText(mail.message.subject, LOADED);
  await expect(row).toContainText('Booking reminder');
  await expect(row).toContainText('550 Mailbox unavailable');
  await expect(row.getByRole('cell').nth(3)).toHaveText('5');
  const purgedRow = table.getByRole('row', { name: new RegExp(purged.to) });
  await expect(purgedRow).toContainText('(text removed)');
  await expect(purgedRow).toContainText('Waiting-list offer');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `Resend: ${mail.message.subject} to ${mail.to}` }).click();
  // The local stack has no mail service: the attempt is recorded as skipped, not failed.
  await expect(page.getByRole('status')).toHaveText(
    `Tried “${mail.message.subject}” to ${mail.to} again: no mail service is set up here, so it was not sent.`,
  );
  await expect(table.getByRole('row', { name: new RegExp(mail.to) })).toHaveCount(0);
  expect((await readDoc<MailDoc>(COLLECTIONS.mail, mail.id))?.delivery).toMatchObject({
    state: 'SKIPPED',
    attempts: 1,
  });

  // An email whose text is gone cannot be sent again: the server says why.
  await purgedRow.getByRole('button', { name: `Resend: (text removed) to ${purged.to}` }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `Could not send “(text removed)” to ${purged.to} again: This email’s text has been removed (it is older than 30 days), so it cannot be resent`,
  );
  await expect(purgedRow).toBeVisible();
  expect((await readDoc<MailDoc>(COLLECTIONS.mail, purged.id))?.delivery.state).toBe('FAILED');
  await expectNoSidewaysScroll(page);
});

test('the failed emails page says so when there are none', async ({ adminPage: page }) => {
  await answer(page, 'failed_mail', []);
  await gotoAdmin(page, '/failed_emails');
  await expect(page.getByText('No failed emails.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

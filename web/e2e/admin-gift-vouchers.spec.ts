import { uniqueName } from '../../scripts/lib/factories.ts';
import { expect, gotoAdmin, LOADED, test } from './support/admin-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoSidewaysScroll } from './support/self-service.ts';

test('staff issue a gift voucher, see it with its balance and ledger, and cancel it @phone', async ({
  adminPage: page,
}) => {
  const name = uniqueName('Counter Sale');
  await gotoAdmin(page, '/gift_vouchers_admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Gift vouchers' })).toBeVisible(LOADED);

  const form = page.getByRole('form', { name: 'Issue a gift voucher' });
  await form.getByLabel('Amount (£)').fill('30');
  await form.getByLabel("Recipient's name").fill(name);
  await form.getByLabel('Note').fill('Sold at the counter');
  await form.getByRole('button', { name: 'Issue voucher' }).click();
  const issued = form.getByRole('status');
  await expect(issued).toContainText(`for ${name}`);
  const code = /Issued gift voucher ([0-9A-Z-]{14})/.exec((await issued.textContent()) ?? '')![1]!;

  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText(name);
  await expect(row).toContainText('£30');
  await expect(row).toContainText('Active');
  await row.getByText('Ledger').click();
  await expect(row).toContainText('Issued £30');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `Cancel: ${code}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel gift voucher ${code}` });
  await dialog.getByRole('button', { name: 'Cancel voucher' }).click();
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await dialog.getByLabel('Reason').fill('Refunded in cash');
  await dialog.getByRole('button', { name: 'Cancel voucher' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').first()).toContainText(`Cancelled gift voucher ${code}`);
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText('£0');
});

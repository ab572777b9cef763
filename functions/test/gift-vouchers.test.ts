import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorDb, putStudio, readDoc } from '../../scripts/lib/emulator.ts';
import type { AuditEntry, MailDoc } from '../src/domain/model.js';
import {
  balanceOf,
  isVoucherCode,
  type Voucher,
  VOUCHER_MESSAGES,
  type VoucherView,
} from '../src/domain/voucher.js';
import { INVALID_EMAIL } from '../src/domain/messages.js';
import { anonymiseOldVouchers } from '../src/features/vouchers/index.js';
import { COLLECTIONS } from '../src/lib/collections.js';
import { adminToken, call } from './support/stack.ts';

// Gift vouchers staff issue and manage (docs/product.md#gift-vouchers).

let token: string;

beforeAll(async () => {
  await putStudio();
  token = await adminToken();
});

const issue = (json: unknown) => call('/api/issue_voucher', { method: 'POST', token, json });
const stored = async (code: string) => (await readDoc<Voucher>(COLLECTIONS.vouchers, code))!;
const auditOf = async (code: string) =>
  (
    await emulatorDb().collection(COLLECTIONS.auditLog).where('target.id', '==', code).get()
  ).docs.map((d) => d.data() as AuditEntry);

describe('staff issuing a gift voucher', () => {
  it('answers a new readable code and emails the voucher through the outbox', async () => {
    const res = await issue({
      amount: 40,
      recipientName: 'Flo Bright',
      email: 'flo@example.com',
      note: 'Sold at the counter',
    });
    expect(res.status).toBe(201);
    const { code } = res.body as { code: string };
    expect(isVoucherCode(code)).toBe(true);

    const voucher = await stored(code);
    expect(voucher).toMatchObject({ amount: 4000, balance: 4000, source: 'staff' });
    expect(voucher.ledger).toEqual([
      expect.objectContaining({ kind: 'issue', amount: 4000, by: 'staff-admin@studio.test' }),
    ]);
    // Twelve months by default: the end of that London day a year on.
    const year = 365 * 24 * 3600 * 1000;
    expect(voucher.expiresAt - voucher.createdAt).toBeGreaterThan(year - 2 * 24 * 3600 * 1000);
    expect(voucher.expiresAt - voucher.createdAt).toBeLessThan(year + 2 * 24 * 3600 * 1000);

    const mail = (await readDoc<MailDoc>(COLLECTIONS.mail, `voucher-${code}`))!;
    expect(mail).toMatchObject({ to: 'flo@example.com', kind: 'gift-voucher' });
    expect(mail.message.text).toContain(code);
    expect(mail.message.text).toContain('£40');
    expect(mail.message.text).toContain('Flo Bright');
    expect(mail.message.text).toMatch(/Valid until: \d+ \w+ \d{4}/);
    expect(mail.message.text).toContain('/gift_voucher/');

    const [entry] = await auditOf(code);
    expect(entry).toMatchObject({ action: 'issue_voucher', subject: { name: 'Flo Bright' } });
  });

  it('issues one without an email, and refuses a form with problems field by field', async () => {
    const plain = await issue({ amount: 15, recipientName: 'Walk-in' });
    expect(plain.status).toBe(201);
    expect(await readDoc(COLLECTIONS.mail, `voucher-${plain.body.code}`)).toBeUndefined();

    const bad = await issue({ amount: -5, recipientName: '', email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      amount: VOUCHER_MESSAGES.staffAmount,
      recipientName: VOUCHER_MESSAGES.recipientName,
      email: INVALID_EMAIL,
    });
  });
});

describe('staff managing vouchers', () => {
  it('lists each voucher with its balance, expiry and ledger', async () => {
    const { code } = (await issue({ amount: 30, recipientName: 'Listed Person' })).body;
    const list = await call('/api/vouchers', { token });
    expect(list.status).toBe(200);
    const found = (list.body as VoucherView[]).find((v) => v.code === code)!;
    expect(found).toMatchObject({ amount: 30, balance: 30, state: 'active' });
    expect(found.ledger).toHaveLength(1);
    expect(found).not.toHaveProperty('printTokenHash');
    expect(found).not.toHaveProperty('printNonce');
  });

  it('voids a voucher with a reason: its balance goes to nothing in the ledger, once', async () => {
    const { code } = (await issue({ amount: 20, recipientName: 'To Void' })).body;
    const noReason = await call('/api/void_voucher', { method: 'POST', token, json: { code } });
    expect(noReason.status).toBe(400);
    const voided = await call('/api/void_voucher', {
      method: 'POST',
      token,
      json: { code: code.toLowerCase().replaceAll('-', ' '), reason: 'Refunded at the counter' },
    });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ balance: 0, state: 'voided' });
    const voucher = await stored(code);
    expect(voucher.ledger.at(-1)).toMatchObject({
      kind: 'void',
      amount: -2000,
      reason: 'Refunded at the counter',
    });
    expect(voucher.balance).toBe(balanceOf(voucher.ledger));
    const again = await call('/api/void_voucher', {
      method: 'POST',
      token,
      json: { code, reason: 'Twice' },
    });
    expect(again.status).toBe(400);
    expect((await auditOf(code)).map((e) => e.action).sort()).toEqual([
      'issue_voucher',
      'void_voucher',
    ]);
  });

  it('extends an expiry to a later day only, as a ledger entry', async () => {
    const { code } = (await issue({ amount: 20, recipientName: 'To Extend' })).body;
    const before = await stored(code);
    const earlier = await call('/api/extend_voucher', {
      method: 'POST',
      token,
      json: { code, expiresOn: '2020-01-01' },
    });
    expect(earlier.status).toBe(400);
    const later = new Date(before.expiresAt + 40 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const res = await call('/api/extend_voucher', {
      method: 'POST',
      token,
      json: { code, expiresOn: later },
    });
    expect(res.status).toBe(200);
    const after = await stored(code);
    expect(after.expiresAt).toBeGreaterThan(before.expiresAt);
    expect(after.ledger.at(-1)).toMatchObject({
      kind: 'extend',
      amount: 0,
      expiresAt: after.expiresAt,
    });
    expect(after.balance).toBe(2000);
  });

  it('answers 404 for a code staff mistyped', async () => {
    const res = await call('/api/void_voucher', {
      method: 'POST',
      token,
      json: { code: '0000-0000-0000', reason: 'x' },
    });
    expect(res.status).toBe(404);
  });
});

const NO_LINKS = { '1': '', '2': '', '3': '', '4': '' };

describe('the gift voucher settings, with the payment settings', () => {
  it('keeps the amounts offered and the life of a voucher, which new vouchers follow', async () => {
    const before = (await call('/api/site_content/payment_links')).body;
    try {
      const bad = await call('/api/site_content/payment_links', {
        method: 'PUT',
        token,
        json: {
          methods: 'card',
          links: NO_LINKS,
          voucherAmounts: '5, 50',
          voucherExpiryMonths: '0',
        },
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields)).toEqual(
        expect.arrayContaining(['voucherAmounts', 'voucherExpiryMonths']),
      );
      const saved = await call('/api/site_content/payment_links', {
        method: 'PUT',
        token,
        json: {
          methods: 'card',
          links: NO_LINKS,
          voucherAmounts: '20, £40',
          voucherExpiryMonths: '6',
        },
      });
      expect(saved.status).toBe(200);
      const read = (await call('/api/site_content/payment_links')).body;
      expect(read).toMatchObject({ voucherAmounts: [20, 40], voucherExpiryMonths: 6 });
      const { code } = (await issue({ amount: 10, recipientName: 'Six Months' })).body;
      const voucher = await stored(code);
      const days = (voucher.expiresAt - voucher.createdAt) / (24 * 3600 * 1000);
      expect(days).toBeGreaterThan(180);
      expect(days).toBeLessThan(186);
    } finally {
      await call('/api/site_content/payment_links', { method: 'PUT', token, json: before });
    }
  });
});

describe('voucher buyers and recipients are people', () => {
  it('are in the person export, and erasure keeps the voucher but not the person', async () => {
    const email = `gift.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { code } = (
      await issue({ amount: 35, recipientName: 'Petra Person', email, note: 'Raffle prize' })
    ).body;
    const exported = await call(`/api/person_data?email=${encodeURIComponent(email)}`, { token });
    expect(exported.status).toBe(200);
    expect(exported.body.vouchers).toEqual([
      expect.objectContaining({ code, recipientName: 'Petra Person', balance: 35 }),
    ]);
    expect(JSON.stringify(exported.body.vouchers)).not.toMatch(/printTokenHash|printNonce/);

    const erased = await call('/api/erase_person', { method: 'POST', token, json: { email } });
    expect(erased.status).toBe(200);
    expect(erased.body.erased).toMatchObject({ vouchers: 1 });
    const voucher = await stored(code);
    expect(voucher).toMatchObject({ recipientName: '(erased)', balance: 3500, amount: 3500 });
    expect(voucher).not.toHaveProperty('email');
    expect(voucher).not.toHaveProperty('note');
    const [entry] = await auditOf(code);
    expect(entry!.subject).toMatchObject({ name: '(erased)' });
    expect(JSON.stringify(entry)).not.toContain('Petra Person');
    expect(JSON.stringify(entry)).not.toContain(email);
  });

  it('lose their names and addresses once the privacy period after expiry has passed', async () => {
    const { code } = (
      await issue({ amount: 10, recipientName: 'Old Gift', email: 'old.gift@example.com' })
    ).body;
    await emulatorDb()
      .collection(COLLECTIONS.vouchers)
      .doc(code)
      .update({ expiresAt: Date.now() - 25 * 31 * 24 * 3600 * 1000 });
    expect(await anonymiseOldVouchers(Date.now(), 24)).toBeGreaterThanOrEqual(1);
    const voucher = await stored(code);
    expect(voucher.recipientName).toBe('(removed)');
    expect(voucher).not.toHaveProperty('email');
    expect(voucher.ledger).toHaveLength(1);
  });
});

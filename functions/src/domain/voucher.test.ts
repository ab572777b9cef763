import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  coveredPence,
  isVoucherCode,
  newVoucherCode,
  normaliseVoucherCode,
  refusalMessage,
  type Voucher,
  VOUCHER_ALPHABET,
  voucherExpiry,
  voucherRefusal,
} from './voucher.js';

const voucher = (over: Partial<Voucher> = {}): Voucher => ({
  code: '7KQ3-PXW2-9HMD',
  amount: 5000,
  balance: 5000,
  expiresAt: Date.UTC(2027, 2, 14, 23, 59, 59, 999),
  createdAt: Date.UTC(2026, 2, 14),
  source: 'staff',
  recipientName: 'Ann',
  ledger: [{ at: 0, kind: 'issue', amount: 5000, by: 'staff@studio.test' }],
  ...over,
});

describe('voucher codes', () => {
  it('are three groups of four symbols with no look-alike letters', () => {
    for (let i = 0; i < 200; i++) {
      const code = newVoucherCode();
      expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(code).not.toMatch(/[ILOU]/);
      expect(isVoucherCode(code)).toBe(true);
    }
  });

  it('carry 60 bits: every symbol of the alphabet is reachable in every position', () => {
    expect(VOUCHER_ALPHABET).toHaveLength(32);
    expect(new Set(VOUCHER_ALPHABET).size).toBe(32);
    const all = newVoucherCode(() => Uint8Array.from({ length: 12 }, (_, i) => i * 21 + 31));
    expect(all.replace(/-/g, '')).toHaveLength(12);
    // 12 symbols of 5 bits each.
    expect(Math.log2(32) * 12).toBeGreaterThanOrEqual(60);
    const first = new Set<string>();
    for (let b = 0; b < 256; b++) first.add(newVoucherCode(() => new Uint8Array(12).fill(b))[0]!);
    expect(first.size).toBe(32);
  });

  it('are read back from what a person types: case, spaces, dashes and look-alikes', () => {
    expect(normaliseVoucherCode(' 7kq3 pxw2 9hmd ')).toBe('7KQ3-PXW2-9HMD');
    expect(normaliseVoucherCode('7KQ3PXW29HMD')).toBe('7KQ3-PXW2-9HMD');
    expect(normaliseVoucherCode('O1L0-IIII-0000')).toBe('0110-1111-0000');
    expect(isVoucherCode(normaliseVoucherCode('7KQ3-PXW2-9HM'))).toBe(false);
    expect(isVoucherCode(normaliseVoucherCode('7KQ3-PXW2-9HMU'))).toBe(false);
  });

  it('normalise any generated code to itself, however it is typed', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 12, maxLength: 12 }),
        fc.boolean(),
        fc.boolean(),
        (bytes, lower, spaced) => {
          const code = newVoucherCode(() => bytes);
          let typed = lower ? code.toLowerCase() : code;
          if (spaced) typed = typed.replace(/-/g, ' ');
          expect(normaliseVoucherCode(typed)).toBe(code);
        },
      ),
    );
  });
});

describe('what a balance covers', () => {
  it('covers the whole total when the balance is enough, else the balance', () => {
    expect(coveredPence(4500, 5000)).toBe(4500);
    expect(coveredPence(4500, 2000)).toBe(2000);
    expect(coveredPence(4500, 0)).toBe(0);
    expect(coveredPence(0, 2000)).toBe(0);
  });

  it('never covers more than the total or the balance, nor less than nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: -1e5, max: 1e7 }), (t, b) => {
        const c = coveredPence(t, b);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(t);
        expect(c).toBeLessThanOrEqual(Math.max(0, b));
        expect(Number.isInteger(c)).toBe(true);
      }),
    );
  });

  it('is the ledger: the balance is the sum of its entries', () => {
    expect(
      balanceOf([
        { at: 0, kind: 'purchase', amount: 5000, by: 'Stripe' },
        { at: 1, kind: 'spend', amount: -4500, by: 'x' },
        { at: 2, kind: 'refund', amount: 4500, by: 'x' },
      ]),
    ).toBe(5000);
  });
});

describe('expiry', () => {
  it('is the end of the same London day twelve months later', () => {
    const bought = Date.UTC(2026, 2, 14, 10); // 14 March 2026
    const expires = voucherExpiry(bought);
    expect(new Date(expires).toISOString()).toBe('2027-03-14T23:59:59.999Z');
  });

  it('is the last day of a shorter month, in summer time too', () => {
    const bought = Date.UTC(2027, 7, 31, 12); // 31 August 2027
    expect(new Date(voucherExpiry(bought, 6)).toISOString()).toBe('2028-02-29T23:59:59.999Z');
    expect(new Date(voucherExpiry(Date.UTC(2026, 5, 1), 12)).toISOString()).toBe(
      '2027-06-01T22:59:59.999Z',
    );
  });
});

describe('whether a voucher can be spent', () => {
  const now = Date.UTC(2026, 5, 1);
  it('names why an existing code cannot be used, and nothing about a code that does not exist', () => {
    expect(voucherRefusal(null, now)).toBe('unknown');
    expect(refusalMessage('unknown', null)).toBe('This gift voucher code is not valid');
    expect(voucherRefusal(voucher(), now)).toBeNull();
    expect(voucherRefusal(voucher({ balance: 0 }), now)).toBe('used_up');
    expect(voucherRefusal(voucher({ expiresAt: now }), now)).toBe('expired');
    expect(refusalMessage('expired', voucher())).toBe('This gift voucher expired on 14 March 2027');
    expect(voucherRefusal(voucher({ voidedAt: 1, balance: 0 }), now)).toBe('voided');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPence, priceBooking } from './pricing.js';

const pence = (pounds: number) => Math.round(pounds * 100);

describe('priceBooking', () => {
  it('prices the places at the unit price with nothing off', () => {
    expect(priceBooking({ unitPrice: 12.5, places: 3 })).toEqual({
      fullPrice: 37.5,
      discountAmount: 0,
      total: 37.5,
      voucherAmount: 0,
      amountDue: 37.5,
    });
  });

  it('takes a percentage off, rounded down to the penny', () => {
    // 12.5 % of £9.99 is 124.875p: 124p off, never 125p.
    expect(priceBooking({ unitPrice: 9.99, places: 1, discount: { percentOff: 12.5 } })).toEqual(
      expect.objectContaining({ fullPrice: 9.99, discountAmount: 1.24, total: 8.75 }),
    );
    // 15 % of 3 x £19.99 (£59.97) is 899.55p: 899p off.
    expect(priceBooking({ unitPrice: 19.99, places: 3, discount: { percentOff: 15 } })).toEqual(
      expect.objectContaining({ fullPrice: 59.97, discountAmount: 8.99, total: 50.98 }),
    );
  });

  it('takes 100 % off as the whole price, leaving nothing to pay', () => {
    expect(priceBooking({ unitPrice: 45, places: 2, discount: { percentOff: 100 } })).toEqual({
      fullPrice: 90,
      discountAmount: 90,
      total: 0,
      voucherAmount: 0,
      amountDue: 0,
    });
  });

  it('takes a fixed amount off once per booking, and no more than the price', () => {
    expect(priceBooking({ unitPrice: 30, places: 2, discount: { amountOff: 10 } })).toEqual(
      expect.objectContaining({ fullPrice: 60, discountAmount: 10, total: 50 }),
    );
    expect(priceBooking({ unitPrice: 15, places: 1, discount: { amountOff: 25 } })).toEqual(
      expect.objectContaining({ fullPrice: 15, discountAmount: 15, total: 0, amountDue: 0 }),
    );
  });

  it('lets a voucher pay what the discount leaves, up to its balance', () => {
    expect(
      priceBooking({
        unitPrice: 40,
        places: 2,
        discount: { percentOff: 25 },
        voucherBalancePence: 2500,
      }),
    ).toEqual({ fullPrice: 80, discountAmount: 20, total: 60, voucherAmount: 25, amountDue: 35 });
  });

  it('uses no more of a voucher than the booking costs (a balance over the price)', () => {
    expect(priceBooking({ unitPrice: 20, places: 1, voucherBalancePence: 5000 })).toEqual({
      fullPrice: 20,
      discountAmount: 0,
      total: 20,
      voucherAmount: 20,
      amountDue: 0,
    });
  });

  it('prices a free workshop at nothing, whatever the code', () => {
    expect(priceBooking({ unitPrice: 0, places: 2, discount: { amountOff: 5 } })).toEqual(
      expect.objectContaining({ fullPrice: 0, discountAmount: 0, total: 0 }),
    );
  });

  const requests = fc.record({
    unitPence: fc.integer({ min: 0, max: 50_000 }),
    places: fc.integer({ min: 1, max: 20 }),
    discount: fc.option(
      fc.oneof(
        fc.record({ percentOff: fc.integer({ min: 0, max: 100 }) }),
        fc.record({ amountOff: fc.integer({ min: 0, max: 100_000 }).map((p) => p / 100) }),
      ),
      { nil: undefined },
    ),
    voucherBalancePence: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
  });

  it('never goes below £0, and every figure is whole pence that add up', () => {
    fc.assert(
      fc.property(requests, ({ unitPence, places, discount, voucherBalancePence }) => {
        const price = priceBooking({
          unitPrice: unitPence / 100,
          places,
          discount,
          voucherBalancePence,
        });
        for (const figure of Object.values(price)) {
          expect(figure).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(pence(figure))).toBe(true);
          expect(Math.abs(pence(figure) - figure * 100)).toBeLessThan(1e-6);
        }
        expect(pence(price.fullPrice)).toBe(unitPence * places);
        expect(pence(price.fullPrice) - pence(price.discountAmount)).toBe(pence(price.total));
        expect(pence(price.total) - pence(price.voucherAmount)).toBe(pence(price.amountDue));
        expect(pence(price.voucherAmount)).toBeLessThanOrEqual(voucherBalancePence ?? 0);
      }),
    );
  });

  it('rounds a percentage down: the discount is never more than the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (full, percentOff) => {
          const off = discountPence(full, { percentOff });
          expect(off * 100).toBeLessThanOrEqual(full * percentOff);
          expect((off + 1) * 100).toBeGreaterThan(full * percentOff);
        },
      ),
    );
  });
});

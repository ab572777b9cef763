import { describe, expect, it } from 'vitest';
import {
  checkDiscountSchema,
  DISCOUNT_MESSAGES,
  type DiscountCode,
  discountCodeSchema,
  discountRefusal,
} from './discount.js';

const code = (fields: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'AUTUMN10',
  kind: 'percent',
  value: 10,
  validFrom: '',
  validTo: '',
  workshopTypes: [],
  maxPlaces: null,
  placesUsed: 0,
  active: true,
  createdAt: 0,
  ...fields,
});

// 23:30 on 30 November 2026 in London (GMT) is still 30 November there.
const LATE_ON_30_NOV = Date.UTC(2026, 10, 30, 23, 30);
// 00:30 on 1 July 2026 in London (BST) is 23:30 on 30 June in UTC.
const EARLY_ON_1_JUL = Date.UTC(2026, 5, 30, 23, 30);

const use = { workshopType: 'learn-to-knit', workshopName: 'Learn to Knit', places: 2 };

describe('discountRefusal', () => {
  it('lets a valid code be used', () => {
    expect(discountRefusal(code(), { ...use, now: LATE_ON_30_NOV })).toBeNull();
  });

  it('names an unknown code as not valid', () => {
    expect(discountRefusal(null, { ...use, now: LATE_ON_30_NOV })).toEqual({
      status: 400,
      message: 'This code is not valid',
    });
  });

  it('refuses a code staff switched off', () => {
    expect(discountRefusal(code({ active: false }), { ...use, now: LATE_ON_30_NOV })).toEqual({
      status: 400,
      message: DISCOUNT_MESSAGES.inactive,
    });
  });

  it('counts its last day in London, inclusive, then says it has expired', () => {
    const last30Nov = code({ validTo: '2026-11-30' });
    expect(discountRefusal(last30Nov, { ...use, now: LATE_ON_30_NOV })).toBeNull();
    expect(discountRefusal(last30Nov, { ...use, now: LATE_ON_30_NOV + 60 * 60 * 1000 })).toEqual({
      status: 400,
      message: 'This code has expired',
    });
  });

  it('counts its first day in London (summer time too) and says when it starts before then', () => {
    const from1Jul = code({ validFrom: '2026-07-01' });
    expect(discountRefusal(from1Jul, { ...use, now: EARLY_ON_1_JUL })).toBeNull();
    expect(discountRefusal(from1Jul, { ...use, now: EARLY_ON_1_JUL - 60 * 60 * 1000 })).toEqual({
      status: 400,
      message: 'This code can be used from 1 July 2026',
    });
  });

  it('names the workshop a code is not for', () => {
    const crochetOnly = code({ workshopTypes: ['crochet-basics'] });
    expect(discountRefusal(crochetOnly, { ...use, now: LATE_ON_30_NOV })).toEqual({
      status: 400,
      message: 'This code is not for Learn to Knit',
    });
    expect(
      discountRefusal(crochetOnly, { ...use, workshopType: 'crochet-basics', now: LATE_ON_30_NOV }),
    ).toBeNull();
  });

  it('counts uses in places: refuses a booking of more places than are left, 409', () => {
    const fiveOfTen = code({ maxPlaces: 10, placesUsed: 8 });
    expect(discountRefusal(fiveOfTen, { ...use, places: 2, now: LATE_ON_30_NOV })).toBeNull();
    expect(discountRefusal(fiveOfTen, { ...use, places: 3, now: LATE_ON_30_NOV })).toEqual({
      status: 409,
      message: 'This code can be used for 2 more places only; book 2 or fewer to use it',
    });
    expect(
      discountRefusal(code({ maxPlaces: 10, placesUsed: 10 }), { ...use, now: LATE_ON_30_NOV }),
    ).toEqual({ status: 409, message: 'This code has been used up' });
  });
});

describe('discountCodeSchema', () => {
  it('stores a code in upper case and fills in what staff left out', () => {
    expect(discountCodeSchema.parse({ code: ' autumn-10 ', kind: 'percent', value: 10 })).toEqual({
      create: false,
      code: 'AUTUMN-10',
      kind: 'percent',
      value: 10,
      validFrom: '',
      validTo: '',
      workshopTypes: [],
      maxPlaces: null,
      active: true,
    });
  });

  it.each([
    [{ code: 'ab', kind: 'percent', value: 10 }, 'code', DISCOUNT_MESSAGES.code],
    [{ code: 'TEN', kind: 'percent', value: 101 }, 'value', DISCOUNT_MESSAGES.percent],
    [{ code: 'TEN', kind: 'percent', value: 12.5 }, 'value', DISCOUNT_MESSAGES.percent],
    [{ code: 'TEN', kind: 'amount', value: 7.505 }, 'value', DISCOUNT_MESSAGES.amount],
    [{ code: 'TEN', kind: 'amount', value: 0 }, 'value', DISCOUNT_MESSAGES.amount],
    [
      { code: 'TEN', kind: 'amount', value: 5, maxPlaces: 0 },
      'maxPlaces',
      DISCOUNT_MESSAGES.maxPlaces,
    ],
    [
      { code: 'TEN', kind: 'amount', value: 5, validFrom: '2026-12-02', validTo: '2026-12-01' },
      'validTo',
      DISCOUNT_MESSAGES.dateOrder,
    ],
    [
      { code: 'TEN', kind: 'amount', value: 5, validFrom: '1/12/2026' },
      'validFrom',
      DISCOUNT_MESSAGES.date,
    ],
  ])('refuses %j with its message on %s', (body, field, message) => {
    const result = discountCodeSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      field,
      message,
    ]);
  });

  it('takes an amount to the penny', () => {
    expect(discountCodeSchema.parse({ code: 'FIVER', kind: 'amount', value: 7.5 }).value).toBe(7.5);
  });
});

describe('checkDiscountSchema', () => {
  it('answers a code that cannot exist as it answers an unknown one', () => {
    for (const typed of ['', 'a', 'no spaces allowed', 'x'.repeat(41)]) {
      const result = checkDiscountSchema.safeParse({
        code: typed,
        scheduled_workshop_id: 'd1',
        guests: 1,
      });
      expect(result.error?.issues.map((i) => i.message)).toEqual([DISCOUNT_MESSAGES.unknown]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  crochetABouquetSchema,
  grannySquareMonthlySchema,
  toMonthlyWorkshop,
  upcomingYear,
} from './admin-monthly-workshop.js';
import { fieldErrors } from './field-errors.js';

const NOW = Date.UTC(2026, 8, 15, 12); // 15 September 2026

describe('grannySquareMonthlySchema', () => {
  it('fills the granny square defaults: Intermediate, £10, 1hr', () => {
    expect(grannySquareMonthlySchema.parse({ name: 'Sunburst', month: 'october' })).toMatchObject({
      level: 'Intermediate',
      price: '£10',
      duration: '1hr',
      craftType: 'Crochet',
      month: 'October',
    });
  });

  it('needs a name and a real month', () => {
    const result = grannySquareMonthlySchema.safeParse({ month: 'Smarch' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(Object.keys(fieldErrors(result.error)).sort()).toEqual(['month', 'name']);
  });
});

describe('crochetABouquetSchema', () => {
  it('fills the bouquet defaults: Novice, £15, 2hrs, Crochet, coming soon', () => {
    expect(crochetABouquetSchema.parse({ name: 'Winter Roses', month: 'December' })).toMatchObject({
      level: 'Novice',
      price: '£15',
      duration: '2hrs',
      craftType: 'Crochet',
      comingSoon: true,
      active: true,
    });
  });

  it('keeps values the admin chose over the defaults', () => {
    expect(
      crochetABouquetSchema.parse({ name: 'Tulips', month: 'May', comingSoon: false, price: '18' }),
    ).toMatchObject({ comingSoon: false, price: '£18' });
  });
});

describe('upcomingYear', () => {
  it('is this year for this month or a later one, next year for a month that has gone', () => {
    expect(upcomingYear('September', NOW)).toBe('2026');
    expect(upcomingYear('December', NOW)).toBe('2026');
    expect(upcomingYear('August', NOW)).toBe('2027');
  });
});

describe('toMonthlyWorkshop', () => {
  it('gives an id from the name, year and month and fills the year', () => {
    const input = grannySquareMonthlySchema.parse({ name: 'Flower Square', month: 'August' });
    expect(toMonthlyWorkshop(input, NOW)).toMatchObject({
      id: 'flower-square-2027-08',
      year: '2027',
      month: 'August',
    });
  });

  it('keeps a sent id and expands a two-digit year', () => {
    const input = grannySquareMonthlySchema.parse({
      id: 'gs-1',
      name: 'A',
      month: 'May',
      year: '27',
      workshop_type: 'granny-square-monthly',
    });
    expect(toMonthlyWorkshop(input, NOW)).toMatchObject({
      id: 'gs-1',
      year: '2027',
      workshop_type: 'granny-square-monthly',
    });
  });

  it('leaves workshop_type out when none was chosen', () => {
    const input = grannySquareMonthlySchema.parse({ name: 'A', month: 'May' });
    expect(toMonthlyWorkshop(input, NOW)).not.toHaveProperty('workshop_type');
  });
});

import { describe, expect, it } from 'vitest';
import { amountChoices, poundsOf, workshopPrices } from './voucher-amounts';

describe('the amounts offered for a gift voucher', () => {
  it('lists the presets, a workshop’s price when there are any, then another amount', () => {
    expect(amountChoices(undefined, true).map((o) => o.label)).toEqual([
      '£25',
      '£50',
      '£75',
      'A workshop’s price',
      'Another amount',
    ]);
    expect(amountChoices([20, 40], false).map((o) => o.value)).toEqual(['20', '40', 'other']);
  });

  it('lists each workshop whose price a voucher can be for, with its price', () => {
    const prices = workshopPrices([
      { id: 'knit', name: 'Learn to Knit', price: '£45' },
      { id: 'taster', name: 'Taster', price: '£5' },
      { id: 'course', name: 'Course', price: '£620' },
    ]);
    expect(prices).toEqual([{ value: 'knit:45', label: 'Learn to Knit (£45)' }]);
    expect(poundsOf(prices[0]!.value)).toBe('45');
  });
});

import { describe, expect, it } from 'vitest';
import { amountOptions } from './voucher-amounts';

describe('the amounts offered for a gift voucher', () => {
  it('lists the presets, then each workshop price once, then another amount', () => {
    const options = amountOptions(undefined, [
      { name: 'Learn to Knit', price: '£45' },
      { name: 'Socks', price: '£50' },
      { name: 'Taster', price: '£5' },
      { name: 'Course', price: '£620' },
    ]);
    expect(options.map((o) => o.value)).toEqual(['25', '50', '75', '45', 'other']);
    expect(options[3]!.label).toBe('£45: the price of Learn to Knit');
  });

  it("uses the studio's own presets when it has them", () => {
    expect(amountOptions([20, 40], []).map((o) => o.value)).toEqual(['20', '40', 'other']);
  });
});

import { describe, it, expect } from 'vitest';
import { formatPrice, parsePrice, totalPrice } from './price.js';

describe('parsePrice', () => {
  it.each([
    ['£15', 15],
    ['£12.50', 12.5],
    [' 15 ', 15],
    ['15', 15],
    ['£ 10', 10],
    ['£1,000', 1000],
    ['£0', 0],
  ])('reads %j as %d', (text, price) => {
    expect(parsePrice(text)).toBe(price);
  });

  it.each(['', '£', 'free', '£15pp', '15 pounds', '£-5', '£1,00', '£.5', '$15'])(
    'reads %j as not a number',
    (text) => {
      expect(parsePrice(text)).toBeNaN();
    },
  );
});

describe('totalPrice', () => {
  it('multiplies the price without its pound sign by the guests', () => {
    expect(totalPrice('£15', 3)).toBe(45);
    expect(totalPrice('£12.50', 3)).toBe(37.5);
  });

  it('uses a numeric price as it is', () => {
    expect(totalPrice(12.5, 2)).toBe(25);
  });

  it('rounds to whole pennies', () => {
    expect(totalPrice(0.1, 3)).toBe(0.3);
    expect(totalPrice('£19.99', 3)).toBe(59.97);
  });

  it('is not a number when the price is not', () => {
    expect(totalPrice('Free', 2)).toBeNaN();
  });
});

describe('formatPrice', () => {
  it('leaves out pennies on a whole number of pounds', () => {
    expect(formatPrice(15)).toBe('£15');
  });

  it('shows two digits of pennies otherwise', () => {
    expect(formatPrice(12.5)).toBe('£12.50');
    expect(formatPrice(0.3)).toBe('£0.30');
  });

  it('groups thousands the way parsePrice reads them', () => {
    expect(formatPrice(1250)).toBe('£1,250');
    expect(parsePrice(formatPrice(1250.5))).toBe(1250.5);
  });

  it('is empty for something that is not a number', () => {
    expect(formatPrice(Number.NaN)).toBe('');
  });
});

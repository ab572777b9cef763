import { describe, it, expect } from 'vitest';
import { ID_PATTERN, newBookingId } from './ids.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newBookingId', () => {
  it('is a random UUID when the platform has one', () => {
    const first = newBookingId();
    expect(first).toMatch(UUID);
    expect(newBookingId()).not.toBe(first);
  });

  it('uses the given randomUUID', () => {
    expect(newBookingId({ randomUUID: () => 'from-crypto' })).toBe('from-crypto');
  });

  it('falls back to a timestamp without randomUUID', () => {
    const before = Date.now();
    const id = newBookingId({});
    const [time, suffix] = id.split('-');
    expect(Number(time)).toBeGreaterThanOrEqual(before);
    expect(Number(time)).toBeLessThanOrEqual(Date.now());
    expect(suffix).toMatch(/^[0-9a-z]{8}$/);
    expect(newBookingId(undefined)).toMatch(ID_PATTERN);
  });

  it('makes ids that the id pattern accepts', () => {
    expect(newBookingId()).toMatch(ID_PATTERN);
    expect(newBookingId({})).toMatch(ID_PATTERN);
  });
});

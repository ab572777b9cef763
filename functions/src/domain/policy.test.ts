import { describe, expect, it } from 'vitest';
import { CANCEL_NOTICE_MS, canCancelOnline, canMoveOnline } from './policy.js';

const START = Date.UTC(2026, 5, 10, 9);
const booking = { status: 'booked' as const, date_of_workshop: START };

describe('the cancellation policy online', () => {
  it('lets a visitor cancel or move more than 48 hours before the start', () => {
    const now = START - CANCEL_NOTICE_MS - 1;
    expect(canCancelOnline(booking, now)).toBe(true);
    expect(canMoveOnline(booking, now)).toBe(true);
  });

  it('only moves within 48 hours, and nothing once it has started', () => {
    expect(canCancelOnline(booking, START - CANCEL_NOTICE_MS)).toBe(false);
    expect(canMoveOnline(booking, START - 1)).toBe(true);
    expect(canMoveOnline(booking, START)).toBe(false);
  });

  it('changes nothing on a cancelled booking', () => {
    const cancelled = { ...booking, status: 'cancelled' as const };
    expect(canCancelOnline(cancelled, 0)).toBe(false);
    expect(canMoveOnline(cancelled, 0)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CANCEL_NOTICE_MS,
  cancelByAfterMove,
  cancelRefusal,
  canCancelOnline,
  canMoveOnline,
  POLICY_MESSAGES,
} from './policy.js';

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

describe('the policy follows a moved booking', () => {
  const LATER = START + 30 * 24 * 3_600_000;
  const deadline = START - CANCEL_NOTICE_MS;

  it('keeps no deadline for a move before the 48 hours: the new date’s own apply', () => {
    expect(cancelByAfterMove(booking, deadline - 1)).toBeUndefined();
  });

  it('keeps the passed deadline for a move within the 48 hours, and on every later move', () => {
    const cancelBy = cancelByAfterMove(booking, deadline);
    expect(cancelBy).toBe(deadline);
    const moved = { ...booking, date_of_workshop: LATER, cancelBy };
    expect(canCancelOnline(moved, deadline + 1)).toBe(false);
    expect(canMoveOnline(moved, deadline + 1)).toBe(true);
    expect(cancelRefusal(moved, deadline + 1)).toBe(POLICY_MESSAGES.movedLate);
    expect(cancelByAfterMove(moved, LATER - 10 * 24 * 3_600_000)).toBe(deadline);
  });

  it('says why in words: too late, moved late, or started', () => {
    expect(cancelRefusal(booking, deadline)).toBe(POLICY_MESSAGES.cancelTooLate);
    expect(cancelRefusal(booking, START)).toBe(POLICY_MESSAGES.started);
  });
});

import { describe, expect, it } from 'vitest';
import { shouldShowAnnouncement } from './announcement-rules';

const moving = {
  title: "We're Moving",
  message: 'New address',
  expiresOn: '2025-11-01',
  active: true,
};

describe('shouldShowAnnouncement', () => {
  it('shows an active announcement up to and including its expiry date', () => {
    expect(shouldShowAnnouncement(moving, '2025-10-31', false)).toBe(true);
    expect(shouldShowAnnouncement(moving, '2025-11-01', false)).toBe(true);
  });

  it('never shows it after the expiry date', () => {
    expect(shouldShowAnnouncement(moving, '2025-11-02', false)).toBe(false);
    expect(shouldShowAnnouncement(moving, '2026-01-01', false)).toBe(false);
  });

  it('does not show a dismissed or inactive announcement', () => {
    expect(shouldShowAnnouncement(moving, '2025-10-01', true)).toBe(false);
    expect(shouldShowAnnouncement({ ...moving, active: false }, '2025-10-01', false)).toBe(false);
  });

  it('does not show an announcement without a valid expiry date or with none loaded', () => {
    expect(shouldShowAnnouncement({ ...moving, expiresOn: '' }, '2025-10-01', false)).toBe(false);
    expect(shouldShowAnnouncement(undefined, '2025-10-01', false)).toBe(false);
  });
});

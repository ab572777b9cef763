import { describe, expect, it } from 'vitest';
import { bookingCalendarFile } from '../../domain/calendar-file.js';
import { REMOVED_TOKEN } from '../../domain/secret-links.js';
import { fromHeader, withoutSentLinks } from './delivery.js';
import { base64 } from './outbox.js';

describe('the From header', () => {
  it('is the studio’s sender name with the deployment’s sending address', () => {
    expect(fromHeader({ fromName: 'Purl & Pine Bookings' }, 'bookings@example.com')).toEqual({
      name: 'Purl & Pine Bookings',
      email: 'bookings@example.com',
    });
  });

  it('is the bare address when the mail names no sender', () => {
    expect(fromHeader({}, 'bookings@example.com')).toBe('bookings@example.com');
  });

  it('refuses to send without a sending address, so the retry job sends it once one is set', () => {
    expect(() => fromHeader({ fromName: 'Purl & Pine' }, '')).toThrow(/MAIL_FROM_ADDRESS/);
  });
});

describe('what a delivered mail keeps', () => {
  it('removes a secret link from the calendar file even where a long line folds it', () => {
    const token = `${'A'.repeat(21)}${'B'.repeat(22)}`;
    const manageUrl = `https://studio.example/manage_booking/${token}`;
    const ics = bookingCalendarFile(
      {
        id: 'b-1',
        reference: 'ABC123',
        workshop_name: 'Beginners Crochet',
        date_of_workshop: Date.UTC(2026, 2, 14, 10),
        duration: '2hrs',
        guests: 2,
        isCourse: false,
        courseDates: 1,
        courseInterval: 7,
      },
      { name: 'The Yarn Loft', email: '', addressLines: [] },
      { stamp: 0, manageUrl },
    );
    // The file as sent folds its long lines: the URL line's token is split across two.
    expect(ics).toMatch(/URL;VALUE=URI:[^\r]*manage_booking\/A+B*\r\n B+\r\n/);

    const kept = withoutSentLinks({
      message: { subject: 's', text: manageUrl, html: manageUrl },
      attachments: [{ filename: 'workshop.ics', type: 'text/calendar', content: base64(ics) }],
    });
    const file = Buffer.from(kept.attachments![0]!.content, 'base64').toString('utf8');
    expect(file).toContain(`/manage_booking/${REMOVED_TOKEN}`);
    expect(file).not.toMatch(/AAAAA|BBBBB/);
    expect(kept.message.text).not.toContain(token);
  });
});

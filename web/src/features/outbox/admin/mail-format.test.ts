import { describe, expect, it } from 'vitest';
import { mailKindLabel, mailSubject, resendMessage } from './mail-format';

const mail = { to: 'ada@example.com', subject: 'Your booking' };

describe('mailKindLabel', () => {
  it('names each kind of email in words', () => {
    expect(mailKindLabel('booking-reminder')).toBe('Booking reminder');
    expect(mailKindLabel('waitlist-offer')).toBe('Waiting-list offer');
  });

  it('shows a kind it does not know as it is stored', () => {
    expect(mailKindLabel('postcard')).toBe('postcard');
  });
});

describe('mailSubject', () => {
  it('says so when the text of the email has been removed', () => {
    expect(mailSubject(mail)).toBe('Your booking');
    expect(mailSubject({ subject: '' })).toBe('(text removed)');
  });
});

describe('resendMessage', () => {
  it('says the email went when the mail service took it', () => {
    expect(resendMessage(mail, { state: 'SUCCESS' })).toBe(
      'Sent “Your booking” to ada@example.com again.',
    );
  });

  it('says it was not sent when there is no mail service', () => {
    expect(resendMessage(mail, { state: 'SKIPPED' })).toBe(
      'Tried “Your booking” to ada@example.com again: no mail service is set up here, so it was not sent.',
    );
  });

  it('gives the reason when it failed again', () => {
    expect(resendMessage(mail, { state: 'FAILED', error: 'Bad address' })).toBe(
      'Tried “Your booking” to ada@example.com again, but it failed: Bad address.',
    );
  });

  it('says it is queued while the attempt has not settled', () => {
    for (const state of ['PENDING', 'ERROR', 'SENDING'] as const) {
      expect(resendMessage(mail, { state })).toBe(
        'Queued “Your booking” to ada@example.com again: it will be sent in the next few minutes.',
      );
    }
    expect(resendMessage(mail, undefined)).toMatch(/^Queued/);
  });
});

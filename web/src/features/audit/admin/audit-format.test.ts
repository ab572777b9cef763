import { describe, expect, it } from 'vitest';
import { londonTimestamp } from '../../../lib/admin/staff-times';
import {
  actionLabel,
  changesOf,
  fieldLabel,
  subjectOf,
  targetLabel,
  valueText,
} from './audit-format';

describe('audit entry wording', () => {
  it('says what was done as staff would', () => {
    expect(actionLabel('cancel_booking')).toBe('Cancelled a booking');
    expect(actionLabel('add_discount_code')).toBe('Added a discount code');
    expect(actionLabel('deactivate_discount_code')).toBe('Switched off a discount code');
    expect(actionLabel('move_booking')).toBe('Moved a booking');
    expect(actionLabel('mark_unpaid')).toBe('Marked unpaid');
    expect(actionLabel('add_new_workshop')).toBe('Added a date');
    expect(actionLabel('update_scheduled_workshop')).toBe('Changed a date');
    expect(actionLabel('delete_homepage_news')).toBe('Deleted a news item');
    expect(actionLabel('update_yarn_and_yarn')).toBe('Changed a yarn and yarn month');
    expect(actionLabel('send_booking_reminder')).toBe('Sent a booking reminder');
    expect(actionLabel('update_payment_links')).toBe('Changed the payment settings');
    expect(actionLabel('send_card_payment_link')).toBe('Sent a card payment link');
    expect(actionLabel('card_payment')).toBe('Paid by card');
    expect(actionLabel('card_hold_released')).toBe('Card payment not completed: places released');
    expect(actionLabel('card_refunded')).toBe('Refunded to the card');
    expect(actionLabel('late_payment_refunded')).toBe('Late payment refunded');
  });

  it('reads an action it does not know from its words', () => {
    expect(actionLabel('add_waiting_list')).toBe('Added waiting list');
    expect(actionLabel('claim_place')).toBe('Claim place');
  });

  it('names the target by its kind and id when nothing else names it', () => {
    expect(targetLabel({ collection: 'bookings', id: 'b-1' })).toBe('Booking b-1');
    expect(targetLabel({ collection: 'waiting_list', id: 'w' })).toBe('Waiting list w');
  });

  it('names a booking by its reference, person, workshop and date', () => {
    const booking = { collection: 'bookings', id: 'ee2e0c9e-0000-4000-8000-000000000000' };
    expect(
      targetLabel(booking, {
        name: 'Niamh O’Brien',
        workshop: 'Beginners Crochet',
        when: 'Saturday 5th December 2026, 10am',
        reference: '7K3Q-PXW2',
      }),
    ).toBe('Booking 7K3Q-PXW2: Niamh O’Brien, Beginners Crochet, Saturday 5th December 2026, 10am');
    expect(targetLabel(booking, { reference: '7K3Q-PXW2' })).toBe('Booking 7K3Q-PXW2');
    expect(
      targetLabel(
        { collection: 'scheduled_workshops', id: 'd' },
        { when: 'Monday 1st March 2027, 3pm' },
      ),
    ).toBe('Date: Monday 1st March 2027, 3pm');
  });

  it('reads an older entry’s subject from the document it made or deleted, never from a change', () => {
    const made = { name: 'Learn to Knit', price: '£15' };
    expect(subjectOf({ before: null, after: made })).toEqual({ name: 'Learn to Knit' });
    expect(subjectOf({ before: made, after: null })).toEqual({ name: 'Learn to Knit' });
    expect(subjectOf({ before: { name: 'Old' }, after: { name: 'New' } })).toBeUndefined();
    expect(
      subjectOf({ before: { payed: false }, after: { payed: true }, subject: { name: 'Ada' } }),
    ).toEqual({ name: 'Ada' });
  });

  it('labels fields in words, a date’s guests being its places', () => {
    expect(fieldLabel('payed')).toBe('Paid');
    expect(fieldLabel('cancelledAt')).toBe('Cancelled at');
    expect(fieldLabel('methods')).toBe('How visitors pay');
    expect(fieldLabel('guests', 'bookings')).toBe('Guests');
    expect(fieldLabel('guests', 'scheduled_workshops')).toBe('Places');
  });
});

describe('audit values', () => {
  it('show times in London time, across the clock change', () => {
    expect(londonTimestamp(Date.UTC(2026, 0, 15, 9, 30, 5))).toBe('15 Jan 2026, 09:30:05');
    expect(londonTimestamp(Date.UTC(2026, 6, 15, 9, 30, 5))).toBe('15 Jul 2026, 10:30:05');
    expect(valueText('cancelledAt', Date.UTC(2026, 6, 15, 9, 30))).toBe('15 Jul 2026, 10:30:00');
    expect(valueText('date', Date.UTC(2026, 0, 1, 8), 'news')).toBe('1 Jan 2026, 08:00:00');
  });

  it('show yes/no, prices, plain numbers, lists and a missing value', () => {
    expect(valueText('payed', true)).toBe('Yes');
    expect(valueText('is_available', false)).toBe('No');
    expect(valueText('total_price', 37.5)).toBe('£37.50');
    expect(valueText('guests', 3)).toBe('3');
    expect(valueText('workshopSessions', ['Cast on', 'Heel'])).toBe('Cast on, Heel');
    expect(valueText('cancelReason', null)).toBe('(none)');
    expect(valueText('notes', '')).toBe('(none)');
    expect(valueText('dates', { days: 'Sundays' })).toBe('{"days":"Sundays"}');
  });

  it('shorten long text', () => {
    const text = valueText('message', 'x'.repeat(500));
    expect(text).toHaveLength(160);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('changesOf', () => {
  it('pairs each changed field’s value before and after, leaving out updatedAt', () => {
    expect(
      changesOf({
        target: { collection: 'bookings', id: 'b' },
        before: { status: 'booked', payed: true, updatedAt: 1 },
        after: { status: 'cancelled', payed: true, updatedAt: 2 },
      }),
    ).toEqual([
      { field: 'status', label: 'Status', before: 'booked', after: 'cancelled' },
      { field: 'payed', label: 'Paid', before: 'Yes', after: 'Yes' },
    ]);
  });

  it('gives only the values after for a document made, and only before for one deleted', () => {
    const target = { collection: 'news', id: 'n' };
    expect(changesOf({ target, before: null, after: { title: 'Hi' } })).toEqual([
      { field: 'title', label: 'Title', after: 'Hi' },
    ]);
    expect(changesOf({ target, before: { title: 'Hi' }, after: null })).toEqual([
      { field: 'title', label: 'Title', before: 'Hi' },
    ]);
  });

  it('shows a field that only one side has as none on the other', () => {
    expect(
      changesOf({
        target: { collection: 'bookings', id: 'b' },
        before: { mobileNumber: '07700 900123' },
        after: { mobileNumber: null },
      }),
    ).toEqual([
      { field: 'mobileNumber', label: 'Mobile number', before: '07700 900123', after: '(none)' },
    ]);
  });
});

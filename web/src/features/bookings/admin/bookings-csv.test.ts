import { describe, expect, it } from 'vitest';
import type { Booking } from '@domain/model';
import { bookingsCsv } from './bookings-csv';

const booking = {
  id: 'b1',
  scheduled_workshop_id: 'd1',
  date: '05',
  month: 'December',
  year: '2026',
  time: '10am',
  day: 'Saturday',
  guests: 2,
  name: 'O"Brien, Niamh',
  email: 'niamh@example.com',
  mobileNumber: '+44 7700 900123',
  level: '',
  skills: '',
  workshop_type: 't',
  workshop_name: 'Beginners Crochet',
  duration: '2hrs',
  total_price: 70,
  date_of_workshop: 0,
  payed: false,
  isCourse: false,
  courseDates: 1,
  courseInterval: 7,
  newsletterSignup: false,
  source: 'web',
  createdAt: Date.UTC(2026, 10, 1, 9, 30),
  reference: '7K3Q-PXW2',
} satisfies Booking;

describe('bookingsCsv', () => {
  it('ends each row with the full price, the discount and its code, the voucher and what was paid', () => {
    const discounted = {
      ...booking,
      payed: true,
      fullPrice: 90,
      discount: { code: 'AUTUMN15', amount: 13.5 },
      total_price: 76.5,
      voucher: { code: 'GIFT-7K3Q', amount: 25 },
      amountDue: 51.5,
    };
    const [row] = bookingsCsv([discounted]).split('\r\n').slice(1);
    expect(row).toMatch(/,76\.50,Yes,/);
    expect(row).toMatch(/,b1,90\.00,13\.50,AUTUMN15,25\.00,GIFT-7K3Q,51\.50,$/);
  });

  it('writes one quoted, formula-safe row per booking under a header row', () => {
    const [header, row, end] = bookingsCsv([booking]).split('\r\n');
    expect(header).toBe(
      'Reference,Workshop,Date,Name,Email,Phone,Guests,Total (GBP),Paid,Payment,Booked,Booked at,Reminder sent,Booking id,' +
        'Full price (GBP),Discount (GBP),Discount code,Voucher (GBP),Voucher code,Paid (GBP),Attended',
    );
    expect(row).toBe(
      '7K3Q-PXW2,Beginners Crochet,"Saturday 5th December 2026, 10am","O""Brien, Niamh",niamh@example.com,' +
        '+44 7700 900123,2,70.00,No,Unpaid,Online,2026-11-01 09:30,,b1,70.00,0.00,,0.00,,0.00,',
    );
    expect(end).toBe('');
  });

  it('ends with the register’s mark: yes, no-show, or empty when not marked', () => {
    const marks = [true, false, undefined].map((attended) =>
      bookingsCsv([{ ...booking, attended }])
        .split('\r\n')[1]
        ?.split(',')
        .at(-1),
    );
    expect(marks).toEqual(['yes', 'no-show', '']);
  });

  it('carries the part a gift voucher paid, and its code', () => {
    const row = bookingsCsv([
      { ...booking, voucher: { code: '7KQ3-PXW2-9HMD', amount: 50 }, amountDue: 20 },
    ]).split('\r\n')[1];
    expect(row).toContain(',50.00,7KQ3-PXW2-9HMD,0.00,');
  });

  it('leads with the booking’s reference, empty for a booking made before references', () => {
    const { reference: _none, ...older } = booking;
    expect(bookingsCsv([older]).split('\r\n')[1]).toMatch(/^,Beginners Crochet,/);
  });

  it('keeps a phone number as written, and still guards a contact number that is a formula', () => {
    const [row] = bookingsCsv([{ ...booking, mobileNumber: '=HYPERLINK("http://evil")' }])
      .split('\r\n')
      .slice(1);
    expect(row).toContain(',"\'=HYPERLINK(""http://evil"")",');
  });

  it('uses the contact number of a booking made another way and the latest reminder', () => {
    const other = {
      ...booking,
      mobileNumber: undefined,
      contactNumber: '020 7946 0000',
      source: 'other' as const,
      payed: true,
      reminderSentAt: Date.UTC(2026, 10, 2, 8, 0),
      autoReminderSentAt: Date.UTC(2026, 10, 3, 8, 0),
    };
    const row = bookingsCsv([other]).split('\r\n')[1];
    expect(row).toContain(',020 7946 0000,');
    expect(row).toContain(',Yes,Paid (link or by hand),By staff,');
    expect(row).toContain(',2026-11-03 08:00,');
  });

  it('says how each booking was paid: by card, refunded in part, or awaiting payment', () => {
    const rows = bookingsCsv([
      {
        ...booking,
        id: 'card',
        payed: true,
        card: { state: 'paid', holds: true, amount: 7000, paymentIntentId: 'pi_1' },
      },
      {
        ...booking,
        id: 'part',
        payed: true,
        card: { state: 'refunded', holds: true, amount: 7000, refunded: 500 },
      },
      {
        ...booking,
        id: 'held',
        status: 'awaiting_payment',
        card: {
          state: 'awaiting',
          holds: true,
          amount: 7000,
          holdUntil: Date.UTC(2026, 11, 1, 14, 35),
        },
      },
    ]).split('\r\n');
    expect(rows[1]).toContain(',Yes,Paid by card,Online,');
    expect(rows[2]).toContain(',Yes,Refunded £5 of £70,Online,');
    expect(rows[3]).toContain(',No,Awaiting payment until 14:35,Online,');
  });
});

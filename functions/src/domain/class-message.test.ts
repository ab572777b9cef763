import { describe, expect, it } from 'vitest';
import { messageParagraphs, recipientsOf } from './class-message.js';
import type { Booking } from './model.js';
import type { WaitlistEntry } from './waitlist.js';

const booking = (email: string, name: string, status?: Booking['status']) =>
  ({ email, name, status }) as Booking;
const entry = (email: string, status: WaitlistEntry['status']) =>
  ({ email, name: 'W', status }) as WaitlistEntry;

describe('recipientsOf', () => {
  it('writes to each booked address once, however it is written, named by its first booking', () => {
    const people = recipientsOf(
      'booked',
      [
        booking('ann@example.com', 'Ann'),
        booking(' Ann+knit@Example.com ', 'Ann again'),
        booking('bo@example.com', 'Bo', 'booked'),
        booking('gone@example.com', 'Gone', 'cancelled'),
        booking('unpaid@example.com', 'Unpaid', 'awaiting_payment'),
        booking('', 'By phone'),
      ],
      [entry('w@example.com', 'waiting')],
    );
    expect(people).toEqual([
      { email: 'ann@example.com', name: 'Ann' },
      { email: 'bo@example.com', name: 'Bo' },
    ]);
  });

  it('writes to the people still in line or offered places when it is to the waiting list', () => {
    const people = recipientsOf(
      'waiting',
      [booking('ann@example.com', 'Ann')],
      [
        entry('a@example.com', 'waiting'),
        entry('b@example.com', 'offered'),
        entry('c@example.com', 'left'),
      ],
    );
    expect(people.map((p) => p.email)).toEqual(['a@example.com', 'b@example.com']);
  });
});

describe('messageParagraphs', () => {
  it('keeps each line, without the blank lines between paragraphs', () => {
    expect(messageParagraphs('Hello all,\r\n\r\nBring needles.\nSee you  \n')).toEqual([
      'Hello all,',
      'Bring needles.',
      'See you',
    ]);
  });
});

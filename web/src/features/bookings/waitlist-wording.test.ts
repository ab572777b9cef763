import { describe, expect, it } from 'vitest';
import { leftMessage, whatNext } from './waitlist-wording';

describe('waiting-list wording', () => {
  it('tells a visitor who left, and one who had already booked, what happened', () => {
    expect(leftMessage('left', 'Sock Knitting')).toBe(
      'You have left the waiting list for Sock Knitting. We will not email you about it again.',
    );
    expect(leftMessage('expired', 'Sock Knitting')).toMatch(/^You have left/);
    expect(leftMessage('claimed', 'Sock Knitting')).toMatch(
      /^You booked your places on Sock Knitting from the waiting list/,
    );
  });

  it('says what happens next and the 24 hours an offer stands', () => {
    expect(whatNext(1)).toMatch(/^If a place comes free, we hold it for you.*24 hours/);
    expect(whatNext(3)).toMatch(/^If 3 places come free, we hold them for you.*24 hours/);
  });
});

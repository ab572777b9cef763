import { describe, expect, it } from 'vitest';
import { filterOf, viewSummary } from './bookings-filter';

const params = (query: string) => new URLSearchParams(query);
const now = Date.UTC(2026, 10, 27, 12);

describe('filterOf', () => {
  it('sends the payment chosen, keeping to booked bookings for paid and unpaid ones', () => {
    expect(filterOf('coming', params('payment=card'), now)).toEqual({
      status: undefined,
      q: undefined,
      payment: 'card',
    });
    expect(filterOf('coming', params('payment=unpaid&q=ada'), now)).toMatchObject({
      status: undefined,
      q: 'ada',
      payment: 'unpaid',
    });
  });

  it('looks at every booking of the dates for awaiting, refunded and not completed payments', () => {
    for (const payment of ['awaiting', 'refunded', 'not_completed']) {
      expect(filterOf('coming', params(`payment=${payment}`), now)).toMatchObject({
        status: 'all',
        payment,
      });
      expect(filterOf('past', params(`payment=${payment}`), now)).toMatchObject({
        status: 'all',
        from: '2026-10-28',
        to: '2026-11-26',
      });
    }
  });

  it('keeps the cancelled view to cancelled bookings whatever the payment', () => {
    expect(filterOf('cancelled', params('payment=refunded'), now)).toEqual({
      status: 'cancelled',
      q: undefined,
      payment: 'refunded',
    });
  });

  it('ignores a payment it does not know', () => {
    expect(filterOf('coming', params('payment=cash'), now).payment).toBeUndefined();
  });
});

describe('viewSummary', () => {
  it('says which payments are shown', () => {
    expect(viewSummary('coming', { payment: 'card' })).toBe(
      'Bookings for workshops from today on, by date. Payment: paid by card only.',
    );
    expect(viewSummary('coming', {})).toBe('Bookings for workshops from today on, by date.');
  });
});

import type { ScheduledWorkshopRow } from '@domain/contracts/schedule';
import type { WaitlistRow } from '@domain/contracts/waitlist';
import { describe, expect, it } from 'vitest';
import { entryStatus, groupWaitlist } from './waitlist-groups';

const date = (id: string, at: number, day: string): ScheduledWorkshopRow =>
  ({
    id,
    workshop_name: 'Sock Knitting',
    day: 'Saturday',
    date: day,
    month: 'March',
    year: '2026',
    time: '10am',
    date_of_workshop: at,
    guests: 6,
    guest_slots_remaining: 0,
    is_available: false,
  }) as ScheduledWorkshopRow;

const entry = (over: Partial<WaitlistRow>): WaitlistRow =>
  ({
    id: 'e',
    scheduled_workshop_id: 'd1',
    workshop_type: 't',
    workshop_name: 'Sock Knitting',
    name: 'Wendy Wait',
    email: 'w@example.com',
    guests: 2,
    joinedAt: 1,
    termsAcceptedAt: 1,
    status: 'waiting',
    ...over,
  }) as WaitlistRow;

describe('the waiting lists for staff', () => {
  it('group the entries by date, in date order, each line in order of joining', () => {
    const groups = groupWaitlist(
      [
        entry({ id: 'late', scheduled_workshop_id: 'd1', joinedAt: 20 }),
        entry({ id: 'b', scheduled_workshop_id: 'd2', joinedAt: 5 }),
        entry({ id: 'early', scheduled_workshop_id: 'd1', joinedAt: 10 }),
        entry({ id: 'gone', scheduled_workshop_id: 'old', joinedAt: 1 }),
      ],
      [date('d1', 2000, '21'), date('d2', 1000, '14')],
    );
    expect(groups.map((g) => g.id)).toEqual(['d2', 'd1', 'old']);
    expect(groups[0]?.when).toBe('Saturday 14th March 2026, 10am');
    expect(groups[1]?.entries.map((e) => e.id)).toEqual(['early', 'late']);
    expect(groups[2]?.when).toBe('a date that is no longer coming up');
  });

  it('say where a waiting entry is in line and what an offer holds', () => {
    expect(entryStatus(entry({}), 1)).toBe('Waiting (1st in line)');
    expect(entryStatus(entry({ status: 'offered', heldPlaces: 3 }), 1)).toBe('Offered 3 places');
  });
});

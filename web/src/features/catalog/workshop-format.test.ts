import type { ScheduledWorkshop } from '@domain/model';
import { describe, expect, it } from 'vitest';
import { craftOf, groupByCraft, levelsPresent, placesLabel, sessionLabel } from './workshop-format';

const session = (patch: Partial<ScheduledWorkshop> = {}): ScheduledWorkshop => ({
  id: 's1',
  workshop_type: 'learn-to-knit',
  date: '03',
  month: 'March',
  year: '2026',
  time: '3pm',
  day: 'Tuesday',
  guests: 8,
  guest_slots_remaining: 3,
  is_available: true,
  date_of_workshop: Date.UTC(2026, 2, 3, 15),
  ...patch,
});

describe('sessionLabel', () => {
  it('names the weekday, ordinal day, month and time', () => {
    expect(sessionLabel(session(), Date.UTC(2026, 0, 10))).toBe('Tuesday 3rd March, 3pm');
  });

  it('adds the year when the date is not in the current year', () => {
    expect(sessionLabel(session(), Date.UTC(2025, 11, 10))).toBe('Tuesday 3rd March 2026, 3pm');
  });
});

describe('placesLabel', () => {
  it('counts the spaces left in words', () => {
    expect(placesLabel(session())).toBe('3 spaces left');
    expect(placesLabel(session({ guest_slots_remaining: 1 }))).toBe('1 space left');
  });

  it('calls a date with no places, or marked unavailable, fully booked', () => {
    expect(placesLabel(session({ guest_slots_remaining: 0 }))).toBe('Fully booked');
    expect(placesLabel(session({ is_available: false }))).toBe('Fully booked');
  });
});

describe('groupByCraft', () => {
  it('keeps the sections in the order Crochet, Knitting, Something Different and drops empty ones', () => {
    const groups = groupByCraft([
      { id: 'a', craftType: 'Something Different' },
      { id: 'b', craftType: 'Crochet' },
      { id: 'c', craftType: 'Crochet' },
    ]);
    expect(groups.map((g) => [g.craft, g.types.map((t) => t.id)])).toEqual([
      ['Crochet', ['b', 'c']],
      ['Something Different', ['a']],
    ]);
  });

  it('lists a type with a missing or unknown craft type under Something Different', () => {
    expect(craftOf({})).toBe('Something Different');
    expect(craftOf({ craftType: 'Weaving' })).toBe('Something Different');
    expect(craftOf({ craftType: 'Knitting' })).toBe('Knitting');
  });
});

describe('levelsPresent', () => {
  it('lists each level once, easiest first, unknown levels last', () => {
    expect(
      levelsPresent([
        { level: 'Advanced' },
        { level: 'Novice' },
        { level: 'Mixed' },
        { level: 'Novice' },
        { level: '' },
      ]),
    ).toEqual(['Novice', 'Advanced', 'Mixed']);
  });
});

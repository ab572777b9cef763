import { describe, expect, it } from 'vitest';
import { auditSubjectOf } from './audit.js';

describe('auditSubjectOf', () => {
  it('names a booking by its person, workshop, date and reference', () => {
    expect(
      auditSubjectOf({
        id: 'ee2e0c9e-0000-4000-8000-000000000000',
        name: 'Niamh O’Brien',
        email: 'niamh@example.com',
        workshop_name: 'Beginners Crochet',
        day: 'Saturday',
        date: '05',
        month: 'December',
        year: '2026',
        time: '10am',
        reference: '7K3Q-PXW2',
        guests: 2,
      }),
    ).toEqual({
      name: 'Niamh O’Brien',
      workshop: 'Beginners Crochet',
      when: 'Saturday 5th December 2026, 10am',
      reference: '7K3Q-PXW2',
    });
  });

  it('names a date by its day and time, a workshop type by its name, news by its title', () => {
    expect(
      auditSubjectOf({ day: 'Monday', date: '22', month: 'February', year: '2027', time: '3pm' }),
    ).toEqual({ when: 'Monday 22nd February 2027, 3pm' });
    expect(auditSubjectOf({ name: 'Learn to Knit', price: '£15' })).toEqual({
      name: 'Learn to Knit',
    });
    expect(auditSubjectOf({ title: 'We’re moving', date: 1_700_000_000_000 })).toEqual({
      name: 'We’re moving',
    });
  });

  it('names nothing it cannot: settings, empty names, a date without its time', () => {
    expect(auditSubjectOf({ methods: ['link'], links: {} })).toBeUndefined();
    expect(auditSubjectOf({ name: '  ', reference: '' })).toBeUndefined();
    expect(auditSubjectOf({ date: '05', month: 'December', year: '2026' })).toBeUndefined();
  });
});

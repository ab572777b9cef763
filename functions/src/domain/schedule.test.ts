import { describe, it, expect } from 'vitest';
import { fieldErrors } from './field-errors.js';
import {
  isoDateOfScheduleFields,
  SCHEDULE_TIMES,
  scheduleFieldsOfIsoDate,
  scheduleWhenLabel,
  scheduleWorkshopSchema,
  toScheduledWorkshop,
} from './schedule.js';

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';

const valid = {
  id: ID,
  workshop_type: 'granny-squares',
  date: '7th',
  month: 'March',
  year: '26',
  time: '3pm',
  guests: 8,
};

function errorsFor(input: unknown): Record<string, string> {
  const result = scheduleWorkshopSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('scheduleWorkshopSchema', () => {
  it('accepts a complete form, not confirming a same-time date unless told', () => {
    expect(scheduleWorkshopSchema.parse(valid)).toEqual({ ...valid, allowSameTime: false });
    expect(scheduleWorkshopSchema.parse({ ...valid, allowSameTime: true }).allowSameTime).toBe(
      true,
    );
    expect(errorsFor({ ...valid, allowSameTime: 'yes' })).toEqual({
      allowSameTime: 'Choose whether to schedule it anyway',
    });
  });

  it('drops fields it does not know', () => {
    expect(scheduleWorkshopSchema.parse({ ...valid, date_of_workshop: 1, admin: true })).toEqual({
      ...valid,
      allowSameTime: false,
    });
  });

  it('accepts a four-digit year and a lower-case month', () => {
    expect(errorsFor({ ...valid, year: '2027', month: 'march' })).toEqual({});
  });

  it('accepts the timestamp ids newBookingId falls back to', () => {
    expect(errorsFor({ ...valid, id: '1767225600000-k3j9x2ab' })).toEqual({});
  });

  it('explains each missing field', () => {
    expect(errorsFor({})).toEqual({
      id: 'The workshop id is missing; reload the page',
      workshop_type: 'Choose a workshop type',
      date: 'Enter a day of the month such as 1st',
      month: 'Choose a month',
      year: 'Choose a year',
      time: 'Enter a time such as 3pm',
      guests: 'Enter the number of places (1 or more)',
    });
  });

  it('explains each badly filled field', () => {
    expect(
      errorsFor({
        id: 'a/b',
        workshop_type: '  ',
        date: '32nd',
        month: 'Mar',
        year: '5',
        time: '3:30pm',
        guests: 0,
      }),
    ).toEqual({
      id: 'The workshop id is missing; reload the page',
      workshop_type: 'Choose a workshop type',
      date: 'Enter a day of the month such as 1st',
      month: 'Choose a month',
      year: 'Choose a year',
      time: 'Enter a time such as 3pm',
      guests: 'Enter the number of places (1 or more)',
    });
  });

  it('takes whole numbers of places up to 100', () => {
    expect(errorsFor({ ...valid, guests: 100 })).toEqual({});
    expect(errorsFor({ ...valid, guests: 2.5 })).toEqual({
      guests: 'Enter the number of places (1 or more)',
    });
    expect(errorsFor({ ...valid, guests: 101 })).toEqual({ guests: 'Enter at most 100 places' });
  });

  it('rejects a date that does not exist', () => {
    expect(errorsFor({ ...valid, date: '31st', month: 'February' })).toEqual({
      date: 'That date does not exist',
    });
    expect(errorsFor({ ...valid, date: '29th', month: 'February', year: '27' })).toEqual({
      date: 'That date does not exist',
    });
    expect(errorsFor({ ...valid, date: '29th', month: 'February', year: '28' })).toEqual({});
  });
});

describe('toScheduledWorkshop', () => {
  it('builds the stored workshop with a London start instant', () => {
    expect(toScheduledWorkshop(scheduleWorkshopSchema.parse(valid))).toEqual({
      id: ID,
      workshop_type: 'granny-squares',
      date: '07',
      month: 'March',
      year: '2026',
      time: '3pm',
      day: 'Saturday',
      date_of_workshop: Date.parse('2026-03-07T15:00:00Z'),
      guests: 8,
      guest_slots_remaining: 8,
      is_available: true,
      places_taken: 0,
      places_held: 0,
      closed: false,
      status: 'scheduled',
    });
  });

  it('starts a summer workshop an hour earlier in UTC', () => {
    const workshop = toScheduledWorkshop(
      scheduleWorkshopSchema.parse({ ...valid, date: '11th', month: 'july', time: '10AM' }),
    );
    expect(workshop).toMatchObject({
      date: '11',
      month: 'July',
      time: '10am',
      day: 'Saturday',
      date_of_workshop: Date.parse('2026-07-11T09:00:00Z'),
    });
  });

  it('starts 12pm at noon and 12am at midnight', () => {
    const noon = toScheduledWorkshop({ ...valid, time: '12pm' });
    const midnight = toScheduledWorkshop({ ...valid, time: '12am' });
    expect(noon.date_of_workshop).toBe(Date.parse('2026-03-07T12:00:00Z'));
    expect(midnight.date_of_workshop).toBe(Date.parse('2026-03-07T00:00:00Z'));
  });

  it('refuses input that did not pass the schema', () => {
    expect(() => toScheduledWorkshop({ ...valid, date: '31st', month: 'February' })).toThrow();
    expect(() => toScheduledWorkshop({ ...valid, time: 'noon' })).toThrow();
  });
});

describe('scheduleWhenLabel', () => {
  it('reads the fields as visitors will see the date, weekday first', () => {
    expect(scheduleWhenLabel({ date: '9', month: 'January', year: '2027', time: '2pm' })).toBe(
      'Saturday 9th January 2027, 2pm',
    );
    expect(scheduleWhenLabel({ date: '01st', month: 'march', year: '27', time: ' 10AM ' })).toBe(
      'Monday 1st March 2027, 10am',
    );
  });

  it('gives the day alone until the time reads, and nothing until the date is real', () => {
    expect(
      scheduleWhenLabel({ date: '22nd', month: 'February', year: '2027', time: '15:00' }),
    ).toBe('Monday 22nd February 2027');
    expect(scheduleWhenLabel({ date: '31st', month: 'February', year: '2027', time: '3pm' })).toBe(
      '',
    );
    expect(scheduleWhenLabel({ date: '', month: 'February', year: '2027', time: '3pm' })).toBe('');
  });
});

describe('the schedule form’s date picker', () => {
  it('fills the day, month and year from a picked date, and reads them back', () => {
    expect(scheduleFieldsOfIsoDate('2027-01-09')).toEqual({
      date: '9th',
      month: 'January',
      year: '2027',
    });
    expect(isoDateOfScheduleFields({ date: '9th', month: 'January', year: '2027' })).toBe(
      '2027-01-09',
    );
    expect(isoDateOfScheduleFields({ date: '22', month: 'february', year: '27' })).toBe(
      '2027-02-22',
    );
  });

  it('takes nothing from a date that is not one', () => {
    expect(scheduleFieldsOfIsoDate('')).toBeNull();
    expect(scheduleFieldsOfIsoDate('2027-02-30')).toBeNull();
    expect(isoDateOfScheduleFields({ date: '30th', month: 'February', year: '2027' })).toBe('');
    expect(isoDateOfScheduleFields({ date: 'soon', month: 'February', year: '2027' })).toBe('');
  });

  it('lists whole hours from 8am to 9pm, each a time the form takes', () => {
    expect(SCHEDULE_TIMES[0]).toBe('8am');
    expect(SCHEDULE_TIMES).toContain('12pm');
    expect(SCHEDULE_TIMES.at(-1)).toBe('9pm');
    for (const time of SCHEDULE_TIMES) {
      expect(scheduleWorkshopSchema.shape.time.safeParse(time).success).toBe(true);
    }
  });
});

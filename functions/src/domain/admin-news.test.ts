import { describe, expect, it } from 'vitest';
import { NEWS_MESSAGES, newsItemDate, newsItemSchema } from './admin-news.js';
import { fieldErrors } from './field-errors.js';

const valid = { title: 'Open day', message: '<p>Come along</p>', day: '3rd', month: 'March' };

const errorsOf = (v: unknown) => {
  const result = newsItemSchema.safeParse(v);
  return result.success ? {} : fieldErrors(result.error);
};

describe('newsItemSchema', () => {
  it('accepts a news item without a button', () => {
    expect(newsItemSchema.parse(valid)).toEqual({
      ...valid,
      button: false,
      buttonText: '',
      buttonDestination: '',
    });
  });

  it('needs button text and a safe destination when the button is on', () => {
    expect(errorsOf({ ...valid, button: true })).toEqual({
      buttonText: NEWS_MESSAGES.buttonText,
      buttonDestination: NEWS_MESSAGES.buttonDestination,
    });
    expect(
      errorsOf({ ...valid, button: true, buttonText: 'Go', buttonDestination: 'javascript:x()' }),
    ).toEqual({ buttonDestination: NEWS_MESSAGES.buttonDestination });
    expect(
      errorsOf({ ...valid, button: true, buttonText: 'Go', buttonDestination: '/calendar_view' }),
    ).toEqual({});
  });

  it('refuses a day that no month has and a made-up month', () => {
    expect(errorsOf({ ...valid, day: '31st', month: 'April' })).toEqual({
      day: NEWS_MESSAGES.noSuchDate,
    });
    expect(errorsOf({ ...valid, day: '32nd', month: 'Marchuary' })).toEqual({
      day: NEWS_MESSAGES.day,
      month: NEWS_MESSAGES.month,
    });
  });

  it('needs a title and a message', () => {
    expect(errorsOf({ ...valid, title: ' ', message: '' })).toEqual({
      title: NEWS_MESSAGES.title,
      message: NEWS_MESSAGES.message,
    });
  });
});

describe('newsItemDate', () => {
  it('is 08:00 UTC on the day in the given year', () => {
    expect(newsItemDate({ day: '3rd', month: 'March' }, 2027)).toBe(Date.UTC(2027, 2, 3, 8));
  });

  it('is NaN for 29 February outside a leap year', () => {
    expect(newsItemDate({ day: '29th', month: 'February' }, 2027)).toBeNaN();
    expect(newsItemDate({ day: '29th', month: 'February' }, 2028)).toBe(Date.UTC(2028, 1, 29, 8));
  });
});

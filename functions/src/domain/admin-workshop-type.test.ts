import { describe, expect, it } from 'vitest';
import {
  createdAt,
  newWorkshopTypeSchema,
  toWorkshopType,
  WORKSHOP_TYPE_MESSAGES,
  workshopTypeId,
  workshopTypeSchema,
} from './admin-workshop-type.js';
import { fieldErrors } from './field-errors.js';

const whole = {
  id: 'sock-knitting',
  name: 'Sock Knitting',
  image: '/images/socks.svg',
  duration: '3hrs',
  level: 'Improver',
  price: '£40',
  skills: 'Knit and purl',
  longDescription: 'Turn a heel.',
  description: 'Socks on DPNs',
  notes: '',
  craftType: 'Knitting',
  active: true,
  comingSoon: false,
  showOnWorkshopMenu: true,
  showOnHomePage: false,
  isCourse: false,
  courseDates: 1,
  courseInterval: 7,
  dates: { days: 'Sundays', time: '11am' },
  workshopSessions: [],
};

const errorsOf = (schema: typeof workshopTypeSchema | typeof newWorkshopTypeSchema, v: unknown) => {
  const result = schema.safeParse(v);
  return result.success ? {} : fieldErrors(result.error);
};

describe('newWorkshopTypeSchema', () => {
  it('fills the defaults: Novice, £15, 2hrs', () => {
    const input = newWorkshopTypeSchema.parse({ name: 'Tunisian Crochet' });
    expect(input).toMatchObject({
      level: 'Novice',
      price: '£15',
      duration: '2hrs',
      active: true,
      isCourse: false,
      courseDates: 1,
      courseInterval: 7,
      workshopSessions: [],
      image: '/images/placeholder.svg',
    });
    expect(input.id).toBeUndefined();
  });

  it('derives the id from the name when none is sent', () => {
    const input = newWorkshopTypeSchema.parse({ name: 'Tunisian Crochet: Part 2' });
    expect(workshopTypeId(input)).toBe('tunisian-crochet-part-2');
    expect(workshopTypeId({ ...input, id: 'my-id' })).toBe('my-id');
  });

  it('needs a name with letters or numbers when no id is sent', () => {
    expect(errorsOf(newWorkshopTypeSchema, {})).toEqual({ name: WORKSHOP_TYPE_MESSAGES.name });
    expect(errorsOf(newWorkshopTypeSchema, { name: '***' })).toEqual({
      name: WORKSHOP_TYPE_MESSAGES.nameWithoutLetters,
    });
  });

  it('drops fields the client must not set, such as priceForTotal and timestamp', () => {
    const input = newWorkshopTypeSchema.parse({ name: 'X Y', priceForTotal: 0, timestamp: 1 });
    expect(input).not.toHaveProperty('priceForTotal');
    expect(input).not.toHaveProperty('timestamp');
  });

  it('refuses an id with a slash', () => {
    expect(errorsOf(newWorkshopTypeSchema, { name: 'X', id: 'a/b' })).toHaveProperty('id');
  });
});

describe('workshopTypeSchema', () => {
  it('accepts a whole workshop type', () => {
    expect(workshopTypeSchema.parse(whole)).toEqual(whole);
  });

  it('needs every field of the whole object', () => {
    const { level: _level, active: _active, ...partial } = whole;
    expect(Object.keys(errorsOf(workshopTypeSchema, partial)).sort()).toEqual(['active', 'level']);
  });

  it('refuses unknown levels and craft types, bad prices and bad course numbers', () => {
    const errors = errorsOf(workshopTypeSchema, {
      ...whole,
      level: 'Wizard',
      craftType: 'Weaving',
      price: 'free',
      courseDates: 0,
      courseInterval: 1.5,
    });
    expect(Object.keys(errors).sort()).toEqual([
      'courseDates',
      'courseInterval',
      'craftType',
      'level',
      'price',
    ]);
  });
});

describe('toWorkshopType', () => {
  it('computes priceForTotal from the price text and keeps the creation time', () => {
    const input = workshopTypeSchema.parse({ ...whole, price: '12.50' });
    const created = createdAt(Date.UTC(2026, 2, 31, 23, 30));
    const type = toWorkshopType(input, 'sock-knitting', created);
    expect(type.price).toBe('£12.50');
    expect(type.priceForTotal).toBe(12.5);
    // 23:30 UTC on 31 March is already April in London (BST).
    expect(created).toEqual({
      timestamp: Date.UTC(2026, 2, 31, 23, 30),
      month: 'April',
      year: '2026',
    });
    expect(type).toMatchObject({ id: 'sock-knitting', month: 'April', year: '2026' });
  });
});

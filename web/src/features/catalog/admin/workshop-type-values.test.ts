import { describe, expect, it } from 'vitest';
import { newWorkshopTypeSchema, workshopTypeSchema } from '@domain/admin-workshop-type';
import { newTypeValues, toBody, toValues } from './workshop-type-values';

const stored = {
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
  craftType: 'Knitting' as const,
  active: true,
  comingSoon: false,
  showOnWorkshopMenu: true,
  showOnHomePage: false,
  isCourse: true,
  courseDates: 4,
  courseInterval: 7,
  dates: { days: 'Sundays', time: '11am' },
  workshopSessions: ['Cast on', 'Heel'],
};

describe('workshop type form values', () => {
  it('round-trip a stored workshop type into the whole object the update takes', () => {
    expect(workshopTypeSchema.parse(toBody(toValues(stored)))).toEqual(stored);
  });

  it('turn one session per line into the list, ignoring blank lines', () => {
    const values = { ...toValues(stored), workshopSessions: 'Cast on\n\n  Heel  \n' };
    expect(toBody(values).workshopSessions).toEqual(['Cast on', 'Heel']);
  });

  it('send an empty number as not-a-number so the shared rule names the field', () => {
    const result = workshopTypeSchema.safeParse(toBody({ ...toValues(stored), courseDates: '' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['courseDates']);
  });

  it('start a new workshop type with the defaults: Novice, £15, 2hrs', () => {
    const values = newTypeValues();
    expect(values).toMatchObject({ level: 'Novice', price: '£15', duration: '2hrs', name: '' });
    const { id: _id, ...body } = toBody({ ...values, name: 'Tunisian Crochet' });
    expect(newWorkshopTypeSchema.parse(body)).toMatchObject({
      name: 'Tunisian Crochet',
      level: 'Novice',
      price: '£15',
      duration: '2hrs',
    });
  });
});

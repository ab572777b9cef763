import { WORKSHOP_TYPE_DEFAULTS } from '@domain/admin-workshop-type';
import type { WorkshopType } from '@domain/model';

/** A workshop type as its form holds it: numbers and lists as the text typed. */
export interface WorkshopTypeValues {
  id: string;
  name: string;
  image: string;
  duration: string;
  level: string;
  price: string;
  skills: string;
  longDescription: string;
  description: string;
  notes: string;
  craftType: string;
  active: boolean;
  comingSoon: boolean;
  showOnWorkshopMenu: boolean;
  showOnHomePage: boolean;
  isCourse: boolean;
  courseDates: string;
  courseInterval: string;
  days: string;
  time: string;
  workshopSessions: string;
}

export function toValues(
  type: Omit<WorkshopType, 'priceForTotal' | 'timestamp' | 'month' | 'year'>,
) {
  return {
    id: type.id,
    name: type.name,
    image: type.image,
    duration: type.duration,
    level: type.level,
    price: type.price,
    skills: type.skills,
    longDescription: type.longDescription,
    description: type.description,
    notes: type.notes,
    craftType: type.craftType,
    active: type.active,
    comingSoon: type.comingSoon,
    showOnWorkshopMenu: type.showOnWorkshopMenu,
    showOnHomePage: type.showOnHomePage,
    isCourse: type.isCourse,
    courseDates: String(type.courseDates),
    courseInterval: String(type.courseInterval),
    days: type.dates?.days ?? '',
    time: type.dates?.time ?? '',
    workshopSessions: (type.workshopSessions ?? []).join('\n'),
  };
}

/** docs/product.md#defaults: a new workshop type starts as Novice, £15, 2hrs. */
export function newTypeValues(): WorkshopTypeValues {
  return toValues({ ...WORKSHOP_TYPE_DEFAULTS, id: '', name: '', workshopSessions: [] });
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The request body (before the shared schema checks it). */
export function toBody(values: WorkshopTypeValues) {
  const { days, time, workshopSessions, courseDates, courseInterval, ...rest } = values;
  return {
    ...rest,
    courseDates: toNumber(courseDates),
    courseInterval: toNumber(courseInterval),
    dates: { days, time },
    workshopSessions: workshopSessions
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  };
}

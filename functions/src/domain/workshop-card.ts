import type { ScheduledWorkshop, WorkshopType } from './model.js';

// What a workshop's card shows (the home page's upcoming workshops, the workshop menu): the list
// answers behind those pages carry only this, so a server-rendered page's data block holds what
// the page renders and not every type's long description, skills and notes.

const CARD_FIELDS = [
  'id',
  'name',
  'image',
  'level',
  'isCourse',
  'comingSoon',
  'description',
  'price',
  'duration',
  'craftType',
] as const satisfies readonly (keyof WorkshopType)[];

export type WorkshopCard = Pick<WorkshopType, (typeof CARD_FIELDS)[number]>;

/** A home-page card: the type's card and its next date ("Next: ..."), the only one it shows. */
export type UpcomingWorkshop = WorkshopCard & { sessions: ScheduledWorkshop[] };

export function workshopCard(type: WorkshopType): WorkshopCard {
  return Object.fromEntries(
    CARD_FIELDS.flatMap((field) => (type[field] === undefined ? [] : [[field, type[field]]])),
  ) as WorkshopCard;
}

export const upcomingWorkshop = (
  type: WorkshopType & { sessions: ScheduledWorkshop[] },
): UpcomingWorkshop => ({ ...workshopCard(type), sessions: type.sessions.slice(0, 1) });

import {
  createdAt,
  type NewWorkshopTypeInput,
  toWorkshopType,
  workshopTypeId,
  type WorkshopTypeInput,
} from '../../domain/admin-workshop-type.js';
import type { WorkshopType } from '../../domain/model.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { listAllWorkshopTypes } from '../catalog/catalog.repository.js';
import { createWorkshopType, replaceWorkshopType } from './workshop-types.repository.js';

export const WORKSHOP_TYPE_ERRORS = {
  exists: 'A workshop type with this id already exists; choose another name or id',
  unknown: 'There is no workshop type with this id',
} as const;

const byName = (a: WorkshopType, b: WorkshopType) =>
  a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' }) || a.id.localeCompare(b.id);

/** Every workshop type, inactive ones too, by name. */
export async function workshopTypesForAdmin(): Promise<WorkshopType[]> {
  return (await listAllWorkshopTypes()).sort(byName);
}

export async function addWorkshopType(
  input: NewWorkshopTypeInput,
  now = Date.now(),
): Promise<WorkshopType> {
  const { id: _id, ...fields } = input;
  const type = toWorkshopType(fields, workshopTypeId(input), createdAt(now));
  if (!(await createWorkshopType(type))) throw conflict(WORKSHOP_TYPE_ERRORS.exists);
  return type;
}

/** Replaces every editable field; when it was made (timestamp, month, year) stays. */
export async function updateWorkshopType(input: WorkshopTypeInput): Promise<WorkshopType> {
  const { id, ...fields } = input;
  const type = await replaceWorkshopType(id, (existing) =>
    toWorkshopType(fields, id, {
      timestamp: existing.timestamp,
      month: existing.month,
      year: existing.year,
    }),
  );
  if (!type) throw notFound(WORKSHOP_TYPE_ERRORS.unknown);
  return type;
}

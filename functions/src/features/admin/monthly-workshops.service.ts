import {
  type MonthlyWorkshopInput,
  toMonthlyWorkshop,
} from '../../domain/admin-monthly-workshop.js';
import type { MonthlyWorkshop } from '../../domain/model.js';
import { badRequest, conflict } from '../../lib/http-errors.js';
import { addMonthlyWorkshop, type MonthlyKind } from './monthly-workshops.repository.js';

export const MONTHLY_ERRORS = {
  exists: 'This month already has a workshop with this id; change the name or the month',
  unknownType: 'That workshop type does not exist; choose one from the list',
} as const;

export async function addMonthly(
  kind: MonthlyKind,
  input: MonthlyWorkshopInput,
  now = Date.now(),
): Promise<MonthlyWorkshop> {
  const workshop = toMonthlyWorkshop(input, now);
  const outcome = await addMonthlyWorkshop(kind, workshop);
  if (outcome === 'exists') throw conflict(MONTHLY_ERRORS.exists);
  if (outcome === 'unknown-type') {
    throw badRequest(MONTHLY_ERRORS.unknownType, { workshop_type: MONTHLY_ERRORS.unknownType });
  }
  return workshop;
}

import type { CraftType, WorkshopType } from '@domain/model';
import { api } from '../../../lib/api-client';

/** Each active workshop type's craft, to colour the calendar's entries. */
export async function getCraftTypes(signal?: AbortSignal): Promise<Map<string, CraftType>> {
  const types = await api<Pick<WorkshopType, 'id' | 'craftType'>[]>('workshop_types', { signal });
  return new Map(types.map((t) => [t.id, t.craftType]));
}

import type { ScheduledWorkshop } from '@domain/model';
import { api } from '../../../lib/api-client';

/** The type's future dates. `fresh` skips any cached copy (after the places on a date went). */
export function getScheduledWorkshops(
  typeId: string,
  { fresh = false, signal }: { fresh?: boolean; signal?: AbortSignal } = {},
): Promise<ScheduledWorkshop[]> {
  const query = fresh ? `?fresh=${Date.now()}` : '';
  return api<ScheduledWorkshop[]>(`scheduled_workshops/${encodeURIComponent(typeId)}${query}`, {
    signal,
  });
}

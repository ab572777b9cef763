import type { ScheduledWorkshop } from '@domain/model';
import { adminApi } from '../../../lib/auth';

export type ScheduledWorkshopRow = ScheduledWorkshop & { workshop_name: string };

/** Scheduled dates from today on, sorted by date, with the workshop's name. */
export const getScheduledWorkshops = (signal?: AbortSignal) =>
  adminApi<ScheduledWorkshopRow[]>('scheduled_workshops_list', { signal });

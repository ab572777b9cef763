import type { ScheduleSeriesInput } from '@domain/series';
import { adminApi } from '../../../../lib/auth';

/** 409 when a ticked date clashes with another date at the same time. */
export const scheduleSeries = (body: ScheduleSeriesInput) =>
  adminApi<'post /api/schedule_series'>('schedule_series', { method: 'POST', body });

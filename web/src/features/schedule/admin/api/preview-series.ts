import type { ScheduleSeriesInput } from '@domain/series';
import { adminApi } from '../../../../lib/auth';

export const previewSeries = (body: ScheduleSeriesInput) =>
  adminApi<'post /api/preview_series'>('preview_series', { method: 'POST', body });

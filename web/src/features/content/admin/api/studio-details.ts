import type { StudioDetails } from '@domain/studio-details';
import { adminApi } from '../../../../lib/auth';
import { adminQuery } from '../../../../lib/admin/admin-query';

const path = 'site_content/studio';

export const studioDetailsQuery = adminQuery<'get /api/site_content/studio'>(path);

export const updateStudioDetails = (body: StudioDetails) =>
  adminApi<'put /api/site_content/studio'>(path, { method: 'PUT', body });

import type { StudioDetails } from '@domain/studio-details';
import { adminApi } from '../../../../lib/auth';
import { adminQuery } from '../../../../lib/admin/admin-query';

const path = 'site_content/studio';

export const studioDetailsQuery = adminQuery<StudioDetails>(path);

export const updateStudioDetails = (body: StudioDetails) =>
  adminApi<StudioDetails>(path, { method: 'PUT', body });

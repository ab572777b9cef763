import { adminQuery } from '../../../../lib/admin/admin-query';

/** GET /api/workshop_types_for_admin: every workshop type, inactive ones too, sorted by name. */
export const workshopTypesForAdminQuery = adminQuery<'get /api/workshop_types_for_admin'>(
  'workshop_types_for_admin',
);

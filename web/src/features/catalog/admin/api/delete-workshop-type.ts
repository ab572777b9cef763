import { adminApi } from '../../../../lib/auth';

/** 409 while a future date of the type has a booking (retire it instead). */
export const deleteWorkshopType = (id: string) =>
  adminApi<'post /api/delete_workshop_type'>('delete_workshop_type', {
    method: 'POST',
    body: { id },
  });

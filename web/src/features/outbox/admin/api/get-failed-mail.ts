import type { MailDoc } from '@domain/model';
import { adminQuery } from '../../../../lib/admin/admin-query';

/** An email that could not be delivered, as staff see it (no body or attachments). */
export type FailedMail = Pick<MailDoc, 'to' | 'kind' | 'createdAt' | 'delivery' | 'bookingId'> & {
  id: string;
  subject: string;
};

/** GET /api/failed_mail: newest first. */
export const failedMailQuery = adminQuery<FailedMail[]>('failed_mail');

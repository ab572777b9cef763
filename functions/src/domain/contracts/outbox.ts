import type { DeleteInput } from '../admin-fields.js';
import type { MailDoc } from '../model.js';

/** An email that could not be delivered, as staff see it (no body or attachments). */
export type FailedMail = Pick<MailDoc, 'to' | 'kind' | 'createdAt' | 'delivery' | 'bookingId'> & {
  id: string;
  subject: string;
};

export interface OutboxContracts {
  'get /api/failed_mail': { request: undefined; response: FailedMail[] };
  /** The email's delivery as it stands after asking for it again. */
  'post /api/resend_mail': {
    request: DeleteInput;
    response: { id: string; delivery: MailDoc['delivery'] | undefined };
  };
}

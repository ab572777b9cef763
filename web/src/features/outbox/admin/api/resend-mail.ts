import { adminApi } from '../../../../lib/auth';

/** POST /api/resend_mail: the failed email is sent again; its delivery as it stands afterwards. */
export const resendMail = (id: string) =>
  adminApi<'post /api/resend_mail'>('resend_mail', {
    method: 'POST',
    body: { id },
  });

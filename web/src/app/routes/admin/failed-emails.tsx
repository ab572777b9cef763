import type { FailedMail } from '@domain/contracts/outbox';
import { DataTable, num } from '../../../components/data-table';
import { londonShortDateTime } from '../../../lib/admin/staff-times';
import { failedMailQuery } from '../../../features/outbox/admin/api/get-failed-mail';
import { resendMail } from '../../../features/outbox/admin/api/resend-mail';
import { ActionName } from '../../../components/admin/action-name';
import { AdminListPage } from '../../../components/admin/admin-list-page';
import {
  mailKindLabel,
  mailSubject,
  resendMessage,
} from '../../../features/outbox/admin/mail-format';
import { useRowAction } from '../../../lib/admin/use-row-action';
import { useQuery } from '../../../lib/use-query';

export default function FailedEmails() {
  const query = useQuery(failedMailQuery);
  const { busy, message, run } = useRowAction(query.refetch);

  const resend = (mail: FailedMail) =>
    void run(
      mail.id,
      async () => resendMessage(mail, (await resendMail(mail.id)).delivery),
      `Could not send “${mailSubject(mail)}” to ${mail.to} again`,
    );

  return (
    <AdminListPage
      title="Failed emails"
      lede="Emails the mail service refused or could not deliver after every retry, newest first. Check the address, then send one again."
      query={query}
      result={message}
      what="the failed emails"
      empty="No failed emails."
    >
      {(mails) => (
        <DataTable
          label="Failed emails"
          columns={[
            'To',
            'Subject',
            'Kind',
            'Written (UK time)',
            num('Attempts'),
            'Last error',
            'Actions',
          ]}
        >
          {mails.map((mail) => (
            <tr key={mail.id}>
              <th scope="row">{mail.to}</th>
              <td>{mailSubject(mail)}</td>
              <td>{mailKindLabel(mail.kind)}</td>
              <td>{londonShortDateTime(mail.createdAt)}</td>
              <td className="num">{mail.delivery.attempts}</td>
              <td className="admin-error-text">{mail.delivery.error ?? '—'}</td>
              <td>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy !== undefined}
                  aria-busy={busy === mail.id}
                  onClick={() => resend(mail)}
                >
                  <ActionName action="Resend" of={`${mailSubject(mail)} to ${mail.to}`} />
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </AdminListPage>
  );
}

import { useState } from 'react';
import type { ListedSignup } from '@domain/contracts/newsletter';
import { confirmDeadline, isConfirmed, NEWSLETTER_CONFIRM_DAYS } from '@domain/newsletter';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { londonNumericDateTime } from '../../../lib/admin/staff-times';
import { fileDate } from '../../../lib/admin/admin-dates';
import { newsletterSignupsQuery } from '../../../features/newsletter/admin/api/get-newsletter-signups';
import { removeNewsletterSignup } from '../../../features/newsletter/admin/api/remove-newsletter-signup';
import { ActionName } from '../../../components/admin/action-name';
import { AdminListPage } from '../../../components/admin/admin-list-page';
import { downloadCsv } from '../../../lib/admin/csv';
import { newsletterCsv } from '../../../features/newsletter/admin/newsletter-csv';
import { useRowAction } from '../../../lib/admin/use-row-action';
import { useQuery } from '../../../lib/use-query';

const NONE = <p className="empty-state">No newsletter signups found.</p>;

export default function NewsletterSignups() {
  const query = useQuery(newsletterSignupsQuery);
  const { busy, message, run } = useRowAction(query.refetch);
  const [removing, setRemoving] = useState<string>();
  const signups = query.status === 'ready' ? query.data.filter(isConfirmed) : [];

  const remove = (email: string) =>
    void run(
      email,
      async () => {
        await removeNewsletterSignup(email).finally(() => setRemoving(undefined));
        return `Removed ${email} from the newsletter list.`;
      },
      `Could not remove ${email}`,
    );

  return (
    <AdminListPage
      title="Newsletter Signups"
      lede="Everyone who asked for the newsletter when booking and confirmed it from the email we sent, newest first."
      actions={
        signups.length > 0 && (
          <button
            type="button"
            className="button"
            onClick={() =>
              downloadCsv(`newsletter-signups-${fileDate()}.csv`, newsletterCsv(signups))
            }
          >
            Export CSV
          </button>
        )
      }
      query={query}
      result={message}
      what="the signups"
      empty={NONE}
      // docs/product.md#errors-and-empty-states: a failed fetch shows as an empty list.
      error={() => NONE}
      dialog={
        removing && (
          <ConfirmDialog
            title={`Remove ${removing} from the newsletter list?`}
            description={
              <p>
                They will get no more newsletters. Their bookings and the emails about them are not
                changed.
              </p>
            }
            confirm="Remove"
            dismiss="Keep them on the list"
            danger
            busy={busy === removing}
            onConfirm={() => remove(removing)}
            onDismiss={() => setRemoving(undefined)}
          />
        )
      }
    >
      {(loaded) => {
        const onList = loaded.filter(isConfirmed);
        const waiting = loaded.filter((signup) => !isConfirmed(signup));
        const row = (signup: ListedSignup, dates: string[]) => (
          <tr key={`${signup.email} ${signup.added_date}`}>
            <td>{signup.email}</td>
            {dates.map((date, i) => (
              <td key={i}>{date}</td>
            ))}
            <td>
              <button
                type="button"
                className="button button--danger"
                disabled={busy !== undefined}
                aria-busy={busy === signup.email}
                onClick={() => setRemoving(signup.email)}
              >
                <ActionName action="Remove" of={signup.email} />
              </button>
            </td>
          </tr>
        );
        return (
          <>
            {onList.length > 0 ? (
              <DataTable label="Newsletter signups" columns={['Email', 'Signup Date', 'Actions']}>
                {onList.map((signup) =>
                  row(signup, [londonNumericDateTime(signup.added_date, { zone: true })]),
                )}
              </DataTable>
            ) : (
              NONE
            )}
            {waiting.length > 0 && (
              <section className="stack" aria-labelledby="pending-signups">
                <h2 id="pending-signups">Waiting for confirmation</h2>
                <p>
                  They asked for the newsletter when booking but have not confirmed it from the
                  email we sent, so they get no newsletter and are not in the export. A request not
                  confirmed within {NEWSLETTER_CONFIRM_DAYS} days is deleted.
                </p>
                <DataTable
                  label="Signups waiting for confirmation"
                  columns={['Email', 'Asked', 'Deleted unless confirmed by', 'Actions']}
                >
                  {waiting.map((signup) =>
                    row(signup, [
                      londonNumericDateTime(signup.added_date, { zone: true }),
                      londonNumericDateTime(confirmDeadline(signup), { zone: true }),
                    ]),
                  )}
                </DataTable>
              </section>
            )}
          </>
        );
      }}
    </AdminListPage>
  );
}

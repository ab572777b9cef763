import { fileDate, localDateTime } from '../../../features/admin/admin-dates';
import { getNewsletterSignups } from '../../../features/admin/api/get-newsletter-signups';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { downloadCsv } from '../../../features/admin/csv';
import { newsletterCsv } from '../../../features/admin/newsletter-csv';
import { useAdminQuery } from '../../../features/admin/use-admin-query';

export default function NewsletterSignups() {
  const { query } = useAdminQuery(getNewsletterSignups);
  // SPEC.md section 8: a failed fetch shows as an empty list.
  const signups = query.status === 'ready' ? query.data : [];

  return (
    <AdminPage
      title="Newsletter Signups"
      lede="Everyone who asked for the newsletter when booking, newest first."
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
    >
      {query.status === 'loading' ? (
        <p role="status" aria-busy="true">
          Loading signups...
        </p>
      ) : signups.length === 0 ? (
        <p className="empty-state">No newsletter signups found.</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Newsletter signups">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Signup Date</th>
              </tr>
            </thead>
            <tbody>
              {signups.map((signup) => (
                <tr key={`${signup.email} ${signup.added_date}`}>
                  <td>{signup.email}</td>
                  <td>{localDateTime(signup.added_date)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}

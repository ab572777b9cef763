import { DataTable } from '../../../components/data-table';
import { QueryView } from '../../../components/query-view';
import { fileDate, localDateTime } from '../../../features/admin/admin-dates';
import { newsletterSignupsQuery } from '../../../features/admin/api/get-newsletter-signups';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { downloadCsv } from '../../../features/admin/csv';
import { newsletterCsv } from '../../../features/admin/newsletter-csv';
import { useQuery } from '../../../lib/use-query';

const NONE = <p className="empty-state">No newsletter signups found.</p>;

export default function NewsletterSignups() {
  const query = useQuery(newsletterSignupsQuery);
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
      {/* docs/product.md#errors-and-empty-states: a failed fetch shows as an empty list. */}
      <QueryView query={query} what="the signups" empty={NONE} error={() => NONE}>
        {(loaded) => (
          <DataTable label="Newsletter signups" columns={['Email', 'Signup Date']}>
            {loaded.map((signup) => (
              <tr key={`${signup.email} ${signup.added_date}`}>
                <td>{signup.email}</td>
                <td>{localDateTime(signup.added_date)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>
    </AdminPage>
  );
}

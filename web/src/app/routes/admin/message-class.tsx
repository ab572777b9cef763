import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { whenLabel } from '@domain/wording';
import { AdminPage } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/query-view';
import { adminPaths } from '../../../config/admin-paths';
import { auditLogQuery } from '../../../features/audit/admin/api/get-audit-log';
import { ClassMessageForm } from '../../../features/class-messages/admin/components/class-message-form';
import { SentMessages } from '../../../features/class-messages/admin/components/sent-messages';
import { scheduledWorkshopsListQuery } from '../../../features/schedule/admin/api/get-scheduled-workshops-list';
import { useQuery } from '../../../lib/use-query';

export default function MessageClass() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const initialTo = search.get('to') === 'waiting' ? 'waiting' : 'booked';
  const dates = useQuery(scheduledWorkshopsListQuery);
  const sent = useQuery(auditLogQuery({ target: `scheduled_workshops/${id}` }));
  const date = dates.status === 'ready' ? dates.data.find((d) => d.id === id) : undefined;

  if (dates.status !== 'ready') {
    return (
      <AdminPage title="Message this class">
        <QueryView query={dates} what="the date">
          {() => null}
        </QueryView>
      </AdminPage>
    );
  }
  if (!date) {
    return (
      <AdminPage title="Message this class">
        <p className="empty-state">
          There is no workshop from today on with this id.{' '}
          <Link to={adminPaths.scheduledWorkshopList}>See the scheduled workshops</Link>.
        </p>
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title={`Message this class: ${date.workshop_name}`}
      lede={`${whenLabel(date)}. Write to everyone booked on this date, or to its waiting list.`}
    >
      <ClassMessageForm dateId={id} initialTo={initialTo} onSent={sent.refetch} />
      <section className="card" aria-labelledby="messages-sent">
        <h2 id="messages-sent">Messages sent</h2>
        <QueryView query={sent} what="the messages sent">
          {(entries) => <SentMessages entries={entries} />}
        </QueryView>
      </section>
    </AdminPage>
  );
}

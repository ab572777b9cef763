import type { AuditEntry } from '@domain/model';
import { DataTable, num } from '../../../../components/data-table';
import { londonTimestamp } from '../../../../lib/admin/staff-times';

interface Sent {
  to?: string;
  subject?: string;
  sent?: number;
}

/** What was sent to the date's class: read from the audit log's entries about the date. */
export function SentMessages({ entries }: { entries: AuditEntry[] }) {
  const sent = entries.filter((e) => e.action === 'message_bookers');
  if (sent.length === 0) return <p className="muted">No messages have been sent to this date.</p>;
  return (
    <DataTable
      label="Messages sent to this date"
      columns={['Sent (UK time)', 'Subject', 'To', num('People'), 'By']}
    >
      {sent.map((entry) => {
        const after = (entry.after ?? {}) as Sent;
        return (
          <tr key={entry.id}>
            <td>{londonTimestamp(entry.at)}</td>
            <th scope="row">{after.subject}</th>
            <td>{after.to === 'waiting' ? 'Waiting list' : 'Booked'}</td>
            <td className="num">{after.sent}</td>
            <td>{entry.by.email}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}

import type { WaitlistRow } from '@domain/contracts/waitlist';
import { useId } from 'react';
import { Link } from '../../../../components/link';
import { adminPaths } from '../../../../config/admin-paths';
import { DataTable, num } from '../../../../components/data-table';
import { SummaryList } from '../../../../components/summary-list';
import { londonDayTime } from '../../../../lib/admin/staff-times';
import { entryStatus, type WaitlistGroup } from '../waitlist-groups';
import { ActionName } from '../../../../components/admin/action-name';
import { EmailLink } from '../../../../components/admin/email-link';

interface WaitlistDateGroupProps {
  group: WaitlistGroup;
  /** The id of the entry or date an action is on its way for. */
  busy?: string;
  onRemove: (entry: WaitlistRow) => void;
  onOffer: (group: WaitlistGroup) => void;
}

/** One date's waiting list: who is in line, what they were offered, and the staff actions. */
export function WaitlistDateGroup({ group, busy, onRemove, onOffer }: WaitlistDateGroupProps) {
  const headingId = useId();
  const { date } = group;
  const name = `${group.workshopName} on ${group.when}`;
  return (
    <section className="card admin-date-group" aria-labelledby={headingId}>
      <div className="admin-date-group__head">
        <h2 id={headingId} className="admin-type-row__title">
          {group.workshopName} · {group.when}
        </h2>
        <div className="cluster">
          <button
            type="button"
            className="button"
            disabled={busy !== undefined || !date}
            aria-busy={busy === group.id}
            onClick={() => onOffer(group)}
          >
            <ActionName action="Send the next offer now" of={name} />
          </button>
          <Link
            className="button button--ghost"
            to={adminPaths.messageClass.to(group.id, 'waiting')}
          >
            <ActionName action="Message the waiting list" of={name} />
          </Link>
        </div>
      </div>
      <SummaryList
        className="admin-totals"
        rows={[
          ['In line', group.entries.length],
          date && ['Spaces left', `${date.guest_slots_remaining} of ${date.guests}`],
          date && ['Held for offers', date.places_held ?? 0],
        ]}
      />
      <DataTable
        label={`Waiting list for ${name}`}
        columns={[
          'Name',
          'Contact',
          num('Guests'),
          'Status',
          'Joined (UK time)',
          'Offer ends (UK time)',
          'Actions',
        ]}
      >
        {group.entries.map((entry, i) => (
          <tr key={entry.id}>
            <th scope="row">{entry.name}</th>
            <td>
              <EmailLink email={entry.email} />
              {entry.mobileNumber && (
                <>
                  <br />
                  {entry.mobileNumber}
                </>
              )}
            </td>
            <td className="num">{entry.guests}</td>
            <td>{entryStatus(entry, i + 1)}</td>
            <td>{londonDayTime(entry.joinedAt)}</td>
            <td>{entry.status === 'offered' ? londonDayTime(entry.offerExpiresAt) : '—'}</td>
            <td>
              <button
                type="button"
                className="button button--ghost"
                disabled={busy !== undefined}
                onClick={() => onRemove(entry)}
              >
                <ActionName action="Remove" of={entry.name} />
              </button>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

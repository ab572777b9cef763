import type { WaitlistRow } from '@domain/contracts/waitlist';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { scheduledWorkshopsListQuery } from '../../../features/schedule/admin/api/get-scheduled-workshops-list';
import { waitlistQuery } from '../../../features/waitlist/admin/api/get-waitlist';
import { bothQuery } from '../../../lib/admin/admin-query';
import { offerWaitlistPlaces } from '../../../features/waitlist/admin/api/offer-waitlist-places';
import { removeWaitlistEntry } from '../../../features/waitlist/admin/api/remove-waitlist-entry';
import { AdminListPage } from '../../../components/admin/admin-list-page';
import { WaitlistDateGroup } from '../../../features/waitlist/admin/components/waitlist-date-group';
import { useRowAction } from '../../../lib/admin/use-row-action';
import {
  groupWaitlist,
  type WaitlistGroup,
} from '../../../features/waitlist/admin/waitlist-groups';
import { useQuery } from '../../../lib/use-query';

/** The lines with the dates they are for (when, places left), read together. */
const waitingListsQuery = bothQuery(waitlistQuery, scheduledWorkshopsListQuery);

export default function WaitingLists() {
  const query = useQuery(waitingListsQuery);
  const { busy, message, run } = useRowAction(query.refetch);
  const [removing, setRemoving] = useState<{ entry: WaitlistRow; group: WaitlistGroup }>();

  const groups = query.status === 'ready' ? groupWaitlist(...query.data) : [];

  const offer = (group: WaitlistGroup) =>
    void run(
      group.id,
      async () => {
        const { offered } = await offerWaitlistPlaces(group.id);
        const where = `${group.workshopName} on ${group.when}`;
        return offered > 0
          ? `Sent ${offered === 1 ? '1 offer' : `${offered} offers`} for ${where}.`
          : `No offer sent for ${where}: no places are free for the next in line.`;
      },
      `Could not send the offers for ${group.workshopName} on ${group.when}`,
    );

  const remove = ({ entry, group }: { entry: WaitlistRow; group: WaitlistGroup }) =>
    void run(
      entry.id,
      async () => {
        await removeWaitlistEntry(entry.id).finally(() => setRemoving(undefined));
        return `Removed ${entry.name} from the waiting list for ${group.workshopName} on ${group.when}.`;
      },
      `Could not remove ${entry.name}`,
    );

  return (
    <AdminListPage
      title="Waiting lists"
      lede="Who is waiting for a place on a full date, in the order they joined. Freed places are held for the first in line whose group fits and offered by email for 24 hours."
      query={query}
      result={message}
      what="the waiting lists"
      isEmpty={() => groups.length === 0}
      empty="Nobody is on a waiting list."
      dialog={
        removing && (
          <ConfirmDialog
            title={`Remove ${removing.entry.name} from the waiting list?`}
            description={
              <p>
                {removing.entry.name} ({removing.entry.email}) leaves the line for{' '}
                {removing.group.workshopName} on {removing.group.when}. Any places held for them are
                offered to the next in line.
              </p>
            }
            confirm="Remove"
            dismiss="Keep them in line"
            danger
            busy={busy === removing.entry.id}
            onConfirm={() => remove(removing)}
            onDismiss={() => setRemoving(undefined)}
          />
        )
      }
    >
      {() => (
        <div className="stack stack--l">
          {groups.map((group) => (
            <WaitlistDateGroup
              key={group.id}
              group={group}
              busy={busy}
              onOffer={offer}
              onRemove={(entry) => setRemoving({ entry, group })}
            />
          ))}
        </div>
      )}
    </AdminListPage>
  );
}

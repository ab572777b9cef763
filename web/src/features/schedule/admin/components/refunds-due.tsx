import type { DateCancellation } from '@domain/contracts/bookings';
import type { ScheduledWorkshopRow } from '@domain/contracts/schedule';
import { useId } from 'react';
import { formatPrice } from '@domain/price';
import { whenLabel } from '@domain/wording';
import { DataTable, num } from '../../../../components/data-table';
import { EmailLink } from '../../../../components/admin/email-link';

interface RefundsDueProps {
  date: ScheduledWorkshopRow;
  result: DateCancellation;
}

/** After a date is cancelled: the paid bookings whose money has to go back. */
export function RefundsDue({ date, result }: RefundsDueProps) {
  const headingId = useId();
  const { refundsDue } = result;
  const total = refundsDue.reduce((sum, b) => sum + Math.round(b.total_price * 100), 0) / 100;
  return (
    <section className="card admin-date-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-type-row__title">
        Refunds due for {date.workshop_name}, {whenLabel(date)}
      </h2>
      {refundsDue.length === 0 ? (
        <p>None of its bookings was paid, so no refunds are due.</p>
      ) : (
        <DataTable
          label="Paid bookings to refund"
          columns={['Name', 'Email', num('Guests'), num('Paid'), 'Booking']}
          foot={
            <tr>
              <th scope="row">Total</th>
              <td />
              <td />
              <td className="num">{formatPrice(total)}</td>
              <td />
            </tr>
          }
        >
          {refundsDue.map((b) => (
            <tr key={b.id}>
              <th scope="row">{b.name}</th>
              <td>{b.email && <EmailLink email={b.email} />}</td>
              <td className="num">{b.guests}</td>
              <td className="num">{formatPrice(b.total_price)}</td>
              <td>{b.reference ?? b.id}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

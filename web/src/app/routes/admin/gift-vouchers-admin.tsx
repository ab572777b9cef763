import { londonDate } from '@domain/clock';
import { formatPrice } from '@domain/price';
import type { VoucherView } from '@domain/voucher';
import { useState } from 'react';
import { ActionName } from '../../../components/admin/action-name';
import { AdminListPage } from '../../../components/admin/admin-list-page';
import { DataTable, num } from '../../../components/data-table';
import { londonDayTime } from '../../../lib/admin/staff-times';
import { useQuery } from '../../../lib/use-query';
import { vouchersQuery } from '../../../features/vouchers/admin/api/get-vouchers';
import { IssueVoucherForm } from '../../../features/vouchers/admin/components/issue-voucher-form';
import {
  ExtendVoucherDialog,
  VoidVoucherDialog,
} from '../../../features/vouchers/admin/components/voucher-dialogs';

const STATE = {
  active: 'Active',
  expired: 'Expired',
  used_up: 'Used up',
  voided: 'Cancelled',
} as const;

const ENTRY = {
  purchase: 'Bought',
  issue: 'Issued',
  spend: 'Spent',
  refund: 'Given back',
  adjustment: 'Adjusted',
  void: 'Cancelled',
  extend: 'Extended',
} as const;

function Ledger({ voucher }: { voucher: VoucherView }) {
  return (
    <details>
      <summary>
        Ledger <span className="visually-hidden">of {voucher.code}</span> ({voucher.ledger.length})
      </summary>
      <ul className="stack stack--s">
        {voucher.ledger.map((entry, i) => (
          <li key={i}>
            {londonDayTime(entry.at)}: {ENTRY[entry.kind]}{' '}
            {entry.amount !== 0 && formatPrice(Math.abs(entry.amount))}
            {entry.reference && ` (booking ${entry.reference})`}
            {entry.expiresAt && ` to ${londonDate(entry.expiresAt)}`}
            {entry.reason && `: ${entry.reason}`}
            <br />
            <small className="muted">{entry.by}</small>
          </li>
        ))}
      </ul>
    </details>
  );
}

export default function GiftVouchersAdmin() {
  const query = useQuery(vouchersQuery);
  const [result, setResult] = useState({ success: '', error: '' });
  const [dialog, setDialog] = useState<{ kind: 'void' | 'extend'; voucher: VoucherView }>();
  const done = (message: string) => {
    setDialog(undefined);
    setResult({ success: message, error: '' });
    query.refetch();
  };

  return (
    <AdminListPage
      title="Gift vouchers"
      lede="Every gift voucher, bought online or issued here: its balance, expiry and each change to it."
      query={query}
      result={result}
      what="the gift vouchers"
      empty="No gift vouchers yet."
      isEmpty={() => false}
      dialog={
        dialog?.kind === 'void' ? (
          <VoidVoucherDialog
            voucher={dialog.voucher}
            onDismiss={() => setDialog(undefined)}
            onDone={done}
          />
        ) : dialog?.kind === 'extend' ? (
          <ExtendVoucherDialog
            voucher={dialog.voucher}
            onDismiss={() => setDialog(undefined)}
            onDone={done}
          />
        ) : undefined
      }
    >
      {(vouchers) => (
        <>
          <IssueVoucherForm onIssued={() => query.refetch()} />
          {vouchers.length === 0 ? (
            <p className="empty-state">No gift vouchers yet.</p>
          ) : (
            <DataTable
              label="Gift vouchers"
              columns={[
                'Code',
                'For',
                num('Value'),
                num('Balance'),
                'Expires',
                'State',
                'Ledger',
                'Actions',
              ]}
            >
              {vouchers.map((voucher) => (
                <tr key={voucher.code}>
                  <th scope="row">
                    <code>{voucher.code}</code>
                  </th>
                  <td>
                    {voucher.recipientName}
                    {(voucher.buyerName || voucher.note) && (
                      <>
                        <br />
                        <small className="muted">
                          {voucher.buyerName ? `from ${voucher.buyerName}` : voucher.note}
                        </small>
                      </>
                    )}
                  </td>
                  <td className="num">{formatPrice(voucher.amount)}</td>
                  <td className="num">{formatPrice(voucher.balance)}</td>
                  <td>{londonDate(voucher.expiresAt)}</td>
                  <td>{STATE[voucher.state]}</td>
                  <td>
                    <Ledger voucher={voucher} />
                  </td>
                  <td>
                    <div className="cluster">
                      <button
                        type="button"
                        className="button"
                        disabled={voucher.state === 'voided'}
                        onClick={() => setDialog({ kind: 'extend', voucher })}
                      >
                        <ActionName action="Extend" of={voucher.code} />
                      </button>
                      <button
                        type="button"
                        className="button button--danger"
                        disabled={voucher.state === 'voided'}
                        onClick={() => setDialog({ kind: 'void', voucher })}
                      >
                        <ActionName action="Cancel" of={voucher.code} />
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </>
      )}
    </AdminListPage>
  );
}

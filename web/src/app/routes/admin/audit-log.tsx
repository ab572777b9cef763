import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { DataTable } from '../../../components/data-table';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { QueryView } from '../../../components/query-view';
import { adminPaths } from '../../../config/admin-paths';
import { AUDIT_PAGE_SIZE, auditLogQuery } from '../../../features/audit/admin/api/get-audit-log';
import { londonTimestamp } from '../../../lib/admin/staff-times';
import { actionLabel, subjectOf, targetLabel } from '../../../features/audit/admin/audit-format';
import { AdminPage } from '../../../components/admin/admin-page';
import { AuditChanges } from '../../../features/audit/admin/components/audit-changes';
import { useRefocus } from '../../../lib/admin/use-refocus';
import { useQuery } from '../../../lib/use-query';

/** `before` is the last entry shown, `at:id`: one commit's entries share their time. */
const pageLink = (params: URLSearchParams, before?: { at: number; id: string }) => {
  const next = new URLSearchParams(params);
  if (before === undefined) next.delete('before');
  else next.set('before', `${before.at}:${before.id}`);
  return `?${next.toString()}`;
};

function Filters({
  params,
  actions,
  onFilter,
}: {
  params: URLSearchParams;
  actions: string[];
  onFilter: (filter: { target: string; action: string }) => void;
}) {
  const [target, setTarget] = useState(params.get('target') ?? '');
  const [action, setAction] = useState(params.get('action') ?? '');
  return (
    <form
      className="admin-search no-print"
      aria-label="Filter the audit log"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onFilter({ target: target.trim(), action });
      }}
    >
      <div className="form-row">
        <TextField
          label="Target"
          name="target"
          value={target}
          onChange={setTarget}
          hint="An id (a booking’s History link fills it in), or collection/id"
        />
        <SelectField
          label="Action"
          name="action"
          value={action}
          onChange={setAction}
          placeholder="Every action"
          options={actions.map((a) => ({ value: a, label: actionLabel(a) }))}
          hint="Of the entries loaded"
        />
      </div>
      <div className="cluster">
        <button type="submit" className="button button--primary">
          Filter
        </button>
        {(params.get('target') || params.get('action')) && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onFilter({ target: '', action: '' })}
          >
            Show every entry
          </button>
        )}
      </div>
    </form>
  );
}

export default function AuditLog() {
  const [params, setParams] = useSearchParams();
  const target = params.get('target') ?? '';
  const action = params.get('action') ?? '';
  const before = params.get('before') ?? '';
  const query = useQuery(auditLogQuery({ target, before }));
  const { target: focusRef, arm: armRefocus } = useRefocus<HTMLDivElement>(
    query.status === 'ready' ? query.data : undefined,
  );
  const loaded = query.status === 'ready' ? query.data : [];
  // The newest entry names the filtered document as staff know it (its id until it loads).
  const newest = loaded[0];
  const about = newest ? targetLabel(newest.target, subjectOf(newest)) : target;
  const actions = [...new Set([...loaded.map((e) => e.action), ...(action ? [action] : [])])].sort(
    (a, b) => actionLabel(a).localeCompare(actionLabel(b)),
  );

  return (
    <AdminPage
      title="Audit log"
      lede={
        target
          ? `Every change staff made to ${about}, newest first (times in London).`
          : 'Every change staff made, newest first (times in London).'
      }
    >
      <Filters
        key={`${target}|${action}`}
        params={params}
        actions={actions}
        onFilter={(filter) => {
          const next = new URLSearchParams();
          if (filter.target) next.set('target', filter.target);
          if (filter.action) next.set('action', filter.action);
          setParams(next);
        }}
      />
      <div ref={focusRef} tabIndex={-1} className="stack">
        <QueryView
          query={query}
          what="the audit log"
          empty={
            <p className="empty-state">
              {before ? 'No older entries.' : 'No entries yet.'}{' '}
              {before && <Link to={pageLink(params)}>Newest entries</Link>}
            </p>
          }
        >
          {(entries) => {
            const shown = action ? entries.filter((e) => e.action === action) : entries;
            const last = entries.at(-1);
            return (
              <>
                {shown.length === 0 ? (
                  <p className="empty-state">No entries of this action here.</p>
                ) : (
                  <DataTable
                    label="Audit log entries"
                    columns={['When (UK time)', 'Who', 'Action', 'Target', 'What changed']}
                    className="admin-audit"
                  >
                    {shown.map((entry) => (
                      <tr key={entry.id}>
                        <th scope="row">
                          <time dateTime={new Date(entry.at).toISOString()}>
                            {londonTimestamp(entry.at)}
                          </time>
                        </th>
                        <td>{entry.by.email || entry.by.uid}</td>
                        <td>{actionLabel(entry.action)}</td>
                        <td>
                          <Link
                            to={adminPaths.auditLog.to(
                              `${entry.target.collection}/${entry.target.id}`,
                            )}
                          >
                            {targetLabel(entry.target, subjectOf(entry))}
                          </Link>
                        </td>
                        <td>
                          <AuditChanges entry={entry} />
                        </td>
                      </tr>
                    ))}
                  </DataTable>
                )}
                <nav className="cluster no-print" aria-label="Audit log pages">
                  {before && (
                    <Link className="button" to={pageLink(params)} onClick={armRefocus}>
                      Newest entries
                    </Link>
                  )}
                  {last && entries.length === AUDIT_PAGE_SIZE && (
                    <Link className="button" to={pageLink(params, last)} onClick={armRefocus}>
                      Older entries
                    </Link>
                  )}
                </nav>
              </>
            );
          }}
        </QueryView>
      </div>
    </AdminPage>
  );
}

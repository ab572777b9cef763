import type { AuditEntry } from '@domain/model';
import { changesOf } from '../audit-format';

/** What an audit entry changed: "Paid: Yes → No"; a made or deleted document's fields folded. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry);
  if (changes.length === 0) return <span className="muted">Nothing recorded</span>;
  const list = (
    <ul className="admin-changes">
      {changes.map((c) => (
        <li key={c.field}>
          <span className="admin-changes__field">{c.label}:</span>{' '}
          {c.before !== undefined && c.after !== undefined ? (
            <>
              <del>{c.before}</del> <span aria-hidden="true">→</span>
              <span className="visually-hidden">changed to</span> <ins>{c.after}</ins>
            </>
          ) : (
            (c.after ?? c.before)
          )}
        </li>
      ))}
    </ul>
  );
  if (entry.before && entry.after) return list;
  return (
    <details>
      <summary>
        {entry.before ? 'Deleted: show the ' : 'Created: show the '}
        {changes.length === 1 ? 'detail' : `${changes.length} details`}
        {entry.before ? ' it had' : ' recorded'}
      </summary>
      {list}
    </details>
  );
}

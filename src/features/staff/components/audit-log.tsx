import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LoadMore } from '@/shared/components/load-more';
import { LoadFailed } from '@/shared/components/load-failed';
import { Spinner } from '@/shared/components/spinner';
import { AUDIT_KINDS, type AuditEntry, type StaffMember } from '@/shared/staff';
import { auditChanges } from '../audit-diff';
import { AUDIT_KIND_LABELS, auditSentence, type AuditNames } from '../audit-sentence';
import { useAuditInfiniteQuery, useStaffMembersQuery, type AuditFilters } from '../staff-api';
import { useStaffProductsQuery } from '../staff-products-api';
import { formatIndiaTime } from '@/shared/format-india-time';
import { DayRangeFields } from './day-range-fields';

/** The fields the action changed, before → after (one paragraph: the log's lines are the only list items). */
function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <p className="staff-muted">No field changed</p>;
  return (
    <p className="staff-changes">
      {changes.map((change, index) => (
        <span key={change.field}>
          {index > 0 && '; '}
          {change.field && <span className="staff-mono">{change.field}: </span>}
          <del>{change.before}</del> → <ins>{change.after}</ins>
        </span>
      ))}
    </p>
  );
}

/** The filters' form: applied together on "Apply", as the orders list's are. */
function AuditFiltersForm({
  filters,
  members,
  onApply,
}: {
  filters: AuditFilters;
  members: StaffMember[];
  onApply: (filters: AuditFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="staff-filters" role="search" aria-label="Audit log" onSubmit={apply}>
      <label>
        Member
        <select value={draft.staffId} onChange={set('staffId')}>
          <option value="">Anyone</option>
          {members.map((member) => (
            <option key={member._id} value={member._id}>
              {member.name || member.email}
            </option>
          ))}
        </select>
      </label>
      <label>
        Kind
        <select value={draft.kind} onChange={set('kind')}>
          <option value="">Every kind</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {AUDIT_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      <DayRangeFields from={draft.from} to={draft.to} onChange={set} />
    </form>
  );
}

/** Members' names and products' titles, for the sentences (an id stays as it is until they load). */
function useAuditNames(members: StaffMember[]): AuditNames {
  const products = useStaffProductsQuery(undefined).data?.products ?? [];
  const memberNames = new Map(members.map((member) => [member._id, member.name || member.email]));
  const titles = new Map(products.map((product) => [product._id, product.title]));
  return { member: (staffId) => memberNames.get(staffId), product: (productId) => titles.get(productId) };
}

function AuditLine({ entry, names }: { entry: AuditEntry; names: AuditNames }) {
  const { text, link } = auditSentence(entry, names);
  return (
    <li className="staff-audit__line">
      <p>
        {text}
        {link && (
          <>
            {' '}
            · <Link to={link.to}>{link.label}</Link>
          </>
        )}
      </p>
      <p className="staff-muted">
        <time dateTime={entry.at}>{formatIndiaTime(entry.at)}</time> · {entry.staffEmail}
      </p>
      {/* A sign-in changes nothing to show. */}
      {(entry.before !== null || entry.after !== null) && (
        <details>
          <summary>What changed</summary>
          <Changes entry={entry} />
        </details>
      )}
    </li>
  );
}

/** Every staff action as a sentence, newest first, filtered by member, kind and days, a page at a time (owners only). */
export function AuditLog({
  filters,
  onFiltersChange,
}: {
  filters: AuditFilters;
  onFiltersChange: (filters: AuditFilters) => void;
}) {
  const { data, error, isLoading, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } =
    useAuditInfiniteQuery(filters);
  const members = useStaffMembersQuery(undefined).data?.members ?? [];
  const names = useAuditNames(members);
  const entries = data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <>
      <AuditFiltersForm
        key={JSON.stringify(filters)}
        filters={filters}
        members={members}
        onApply={onFiltersChange}
      />
      {isLoading && <Spinner label="Loading the audit log" minHeight={160} />}
      {error && !data && <LoadFailed error={error} onRetry={() => void refetch()} />}
      {data && entries.length === 0 && <p className="empty-state">No staff action matches these filters.</p>}
      {entries.length > 0 && (
        <ol className="staff-audit" aria-label="Staff actions, newest first">
          {entries.map((entry) => (
            <AuditLine key={entry._id} entry={entry} names={names} />
          ))}
        </ol>
      )}
      <LoadMore hasNextPage={hasNextPage} loading={isFetchingNextPage} onLoad={fetchNextPage} />
    </>
  );
}

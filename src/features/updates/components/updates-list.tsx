import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/kernel/hooks';
import { selectSessionKey } from '@/kernel/session';
import type { ShopperUpdate } from '@/shared/updates';
import { Spinner } from '@/shared/components/spinner';
import { formatIndiaTime } from '@/shared/format-india-time';
import { useLocale } from '@/shared/i18n/language-context';
import { orderPath } from '@/shared/paths';
import { useGetUpdatesQuery, useMarkUpdatesReadMutation } from '../updates-api';

/** The space between an update's time and its link (a space in JSX would read as literal text). */
const WORD_GAP = ' ';

function UpdateItem({ update }: { update: ShopperUpdate }) {
  const locale = useLocale();
  return (
    <li className={update.read ? 'updates__item' : 'updates__item updates__item--new'}>
      <h2 className="updates__title">
        {update.title}
        {!update.read && (
          <span className="updates__new">
            <FormattedMessage id="updates.new" />
          </span>
        )}
      </h2>
      <p className="updates__body">{update.body}</p>
      <p className="updates__meta">
        <time dateTime={update.at}>{formatIndiaTime(update.at, locale)}</time>
        {WORD_GAP}
        <Link to={orderPath(update.orderId)}>
          <FormattedMessage id="updates.viewOrder" />
        </Link>
      </p>
    </li>
  );
}

/** One page of updates (the newest, or those older than `before`); the last page offers the next. */
function UpdatesPage({
  sessionKey,
  before,
  onOlder,
}: {
  sessionKey: string;
  before?: string;
  onOlder: ((before: string) => void) | null;
}) {
  const { data, isLoading, isError, refetch } = useGetUpdatesQuery({
    sessionKey,
    ...(before ? { before } : {}),
  });
  const intl = useIntl();
  const [markRead] = useMarkUpdatesReadMutation();
  const newest = data?.updates[0];
  const unread = before === undefined && data ? data.unread : 0;
  // Seen on the first page: read up to the newest shown, so one that arrives meanwhile stays unread.
  useEffect(() => {
    if (newest && unread > 0) void markRead({ upTo: newest._id });
  }, [newest, unread, markRead]);

  if (isLoading) return <Spinner label={intl.formatMessage({ id: 'updates.loading' })} />;
  if (isError || !data) {
    return (
      <p role="alert">
        <FormattedMessage id="updates.loadFailed" />
        {WORD_GAP}
        <button type="button" className="btn" onClick={() => void refetch()}>
          <FormattedMessage id="updates.retry" />
        </button>
      </p>
    );
  }
  if (before === undefined && data.updates.length === 0)
    return (
      <p>
        <FormattedMessage id="updates.empty" />
      </p>
    );
  const last = data.updates.at(-1);
  return (
    <>
      <ol className="updates__list" aria-label={intl.formatMessage({ id: 'updates.title' })}>
        {data.updates.map((update) => (
          <UpdateItem key={update._id} update={update} />
        ))}
      </ol>
      {onOlder && data.more && last && (
        <button type="button" className="btn" onClick={() => onOlder(last._id)}>
          <FormattedMessage id="updates.older" />
        </button>
      )}
    </>
  );
}

/** The shopper's updates, newest first, a page at a time; opening it marks them read. */
export function UpdatesList() {
  const sessionKey = useAppSelector(selectSessionKey);
  const [cursors, setCursors] = useState<string[]>([]);
  if (sessionKey === null) return null;
  const pages: (string | undefined)[] = [undefined, ...cursors];
  return (
    <>
      {pages.map((before, index) => (
        <UpdatesPage
          key={before ?? 'newest'}
          sessionKey={sessionKey}
          {...(before ? { before } : {})}
          onOlder={index === pages.length - 1 ? (next) => setCursors([...cursors, next]) : null}
        />
      ))}
    </>
  );
}

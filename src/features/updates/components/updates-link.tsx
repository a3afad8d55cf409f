import { skipToken } from '@reduxjs/toolkit/query';
import { NavLink } from 'react-router-dom';
import { useAppSelector } from '@/kernel/hooks';
import { selectSessionKey } from '@/kernel/session';
import { BellIcon } from '@/shared/components/icons';
import { paths } from '@/shared/paths';
import { updateMessages } from '@/shared/update-messages';
import { UNREAD_POLL_MS, useGetUnreadUpdatesQuery } from '../updates-api';

/** The header's "Updates" link with the unread count, for a signed-in shopper; nothing otherwise. */
export function UpdatesLink({ className, badgeClassName }: { className: string; badgeClassName: string }) {
  const sessionKey = useAppSelector(selectSessionKey);
  const { data: unread = 0 } = useGetUnreadUpdatesQuery(sessionKey ?? skipToken, {
    pollingInterval: UNREAD_POLL_MS,
    refetchOnFocus: true,
    skipPollingIfUnfocused: true,
  });
  if (sessionKey === null) return null;
  return (
    <NavLink to={paths.updates} className={className} aria-label={updateMessages.headerLink(unread)}>
      <BellIcon />
      <span className="header__label">{updateMessages.pageTitle}</span>
      {unread > 0 && (
        <span className={badgeClassName} aria-hidden="true">
          {unread}
        </span>
      )}
    </NavLink>
  );
}

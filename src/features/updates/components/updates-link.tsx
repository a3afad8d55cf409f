import { skipToken } from '@reduxjs/toolkit/query';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { useAppSelector } from '@/kernel/hooks';
import { selectSessionKey } from '@/kernel/session';
import { BellIcon } from '@/shared/components/icons';
import { paths } from '@/shared/paths';
import { UNREAD_POLL_MS, useGetUnreadUpdatesQuery } from '../updates-api';

/** The header's "Updates" link with the unread count, for a signed-in shopper; nothing otherwise. */
export function UpdatesLink({ className, badgeClassName }: { className: string; badgeClassName: string }) {
  const sessionKey = useAppSelector(selectSessionKey);
  const intl = useIntl();
  const { data: unread = 0 } = useGetUnreadUpdatesQuery(sessionKey ?? skipToken, {
    pollingInterval: UNREAD_POLL_MS,
    refetchOnFocus: true,
    skipPollingIfUnfocused: true,
  });
  if (sessionKey === null) return null;
  return (
    <NavLink
      to={paths.updates}
      className={className}
      aria-label={intl.formatMessage({ id: 'header.updatesCount' }, { count: unread })}
    >
      <BellIcon />
      <span className="header__label">
        <FormattedMessage id="header.updates" />
      </span>
      {unread > 0 && (
        <span className={badgeClassName} aria-hidden="true">
          {unread}
        </span>
      )}
    </NavLink>
  );
}

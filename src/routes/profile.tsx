import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AddressBook } from '@/features/addresses';
import { ProfileDetails } from '@/features/auth';
import { OrderHistory } from '@/features/orders';
import { PageTitle } from '@/shared/components/page-title';
import './profile.css';

const TABS = [
  { id: 'profile', label: 'profile.tabProfile', Panel: ProfileDetails },
  { id: 'address', label: 'profile.tabAddress', Panel: AddressBook },
  { id: 'orders', label: 'profile.tabOrders', Panel: OrderHistory },
] as const;

type TabId = (typeof TABS)[number]['id'];

const tabId = (id: TabId) => `profile-tab-${id}`;
const panelId = (id: TabId) => `profile-panel-${id}`;

/**
 * Spec §2 profile, as an ARIA tablist (arrow keys, Home, End). The open tab lives in `?tab=`, so
 * /profile?tab=address links straight to the address book and a reload keeps the tab.
 */
export function ProfileScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const active = TABS.find((tab) => tab.id === params.get('tab')) ?? TABS[0];
  const tabs = useRef(new Map<TabId, HTMLButtonElement>());

  const open = (id: TabId, focus = false) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'profile') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );
    if (focus) tabs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((tab) => tab.id === active.id);
    const last = TABS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : TABS[target];
    if (!next) return;
    event.preventDefault();
    open(next.id, true);
  };

  const { Panel } = active;
  return (
    <section className="profile">
      <PageTitle>{intl.formatMessage({ id: 'profile.title' })}</PageTitle>
      <div
        className="profile__tabs"
        role="tablist"
        aria-label={intl.formatMessage({ id: 'profile.sections' })}
      >
        {TABS.map((tab) => {
          const selected = tab.id === active.id;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabs.current.set(tab.id, node);
                else tabs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="profile__tab"
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => open(tab.id)}
              onKeyDown={onKeyDown}
            >
              {intl.formatMessage({ id: tab.label })}
            </button>
          );
        })}
      </div>
      <div
        className="profile__panel card"
        role="tabpanel"
        id={panelId(active.id)}
        aria-labelledby={tabId(active.id)}
        tabIndex={0}
      >
        <Panel />
      </div>
    </section>
  );
}

import { Spin, Typography } from 'antd';
import { Suspense, lazy, type ComponentType, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { usePageTitle } from '../../ui/use-page-title';
import { LoadingStatus } from '../../ui/LoadingStatus';
import './admin.css';
import { SCREEN_TITLES } from '../../ui/screen-titles';

interface AdminTab {
  key: string;
  label: string;
  Panel: ComponentType;
}

/** Spec §2: the tabs in this order, Classes first; each tab's code loads when it is first opened. */
const TABS: AdminTab[] = [
  { key: 'classes', label: 'Classes', Panel: lazy(() => import('../../features/admin/classes/ClassesTab')) },
  {
    key: 'trainers',
    label: 'Trainers',
    Panel: lazy(() => import('../../features/admin/trainers/TrainersTab')),
  },
  {
    key: 'schedules',
    label: 'Schedules',
    Panel: lazy(() => import('../../features/admin/schedules/SchedulesTab')),
  },
  {
    key: 'categories',
    label: 'Categories',
    Panel: lazy(() => import('../../features/admin/categories/CategoriesTab')),
  },
  {
    key: 'memberships',
    label: 'Memberships',
    Panel: lazy(() => import('../../features/admin/memberships/MembershipsTab')),
  },
  { key: 'users', label: 'Users', Panel: lazy(() => import('../../features/admin/users/UsersTab')) },
  {
    key: 'bookings',
    label: 'Bookings',
    Panel: lazy(() => import('../../features/admin/bookings/BookingsTab')),
  },
  {
    key: 'payments',
    label: 'Payments',
    Panel: lazy(() => import('../../features/admin/payments/PaymentsTab')),
  },
  {
    key: 'homepage',
    label: 'Homepage',
    Panel: lazy(() => import('../../features/admin/homepage/HomepageTab')),
  },
  {
    key: 'og-settings',
    label: 'OG Settings',
    Panel: lazy(() => import('../../features/admin/og-settings/OgSettingsTab')),
  },
];
const DEFAULT_TAB = TABS[0].key;

/**
 * The tab list: every tab visible (they wrap on a phone instead of hiding behind an overflow menu), arrow keys,
 * Home and End move between them as WAI-ARIA's tabs pattern says.
 */
function AdminTabList({ active, onOpen }: { active: string; onOpen: (key: string) => void }) {
  const focusTab = (index: number) => {
    const key = TABS[(index + TABS.length) % TABS.length].key;
    onOpen(key);
    document.getElementById(`admin-tab-${key}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: -1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    focusTab(moves[event.key]);
  };
  return (
    <div role="tablist" aria-label="Admin sections" className="admin-tabs">
      {TABS.map(({ key, label }, index) => (
        <button
          key={key}
          type="button"
          role="tab"
          id={`admin-tab-${key}`}
          aria-selected={key === active}
          aria-controls="admin-panel"
          tabIndex={key === active ? 0 : -1}
          className={key === active ? 'admin-tabs__tab admin-tabs__tab--active' : 'admin-tabs__tab'}
          onClick={() => onOpen(key)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** /admin (spec §2): the welcome line and the ten tabs; the open tab is kept in ?tab= so a reload stays on it. */
export default function AdminPage() {
  usePageTitle(SCREEN_TITLES.admin);
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = TABS.find((candidate) => candidate.key === requested) ?? TABS[0];

  const open = (key: string) =>
    setParams(key === DEFAULT_TAB ? {} : { tab: key }, { replace: true, preventScrollReset: true });

  return (
    <div className="page admin">
      <Typography.Title level={1} className="page-title">
        Admin Dashboard
      </Typography.Title>
      <Typography.Paragraph className="admin__welcome">Welcome, {user?.fullName}</Typography.Paragraph>
      <AdminTabList active={tab.key} onOpen={open} />
      <div
        role="tabpanel"
        id="admin-panel"
        aria-labelledby={`admin-tab-${tab.key}`}
        className="admin__panel"
        key={tab.key}
      >
        <Suspense
          fallback={
            <LoadingStatus label={`Loading ${tab.label}`}>
              <Spin />
            </LoadingStatus>
          }
        >
          <tab.Panel />
        </Suspense>
      </div>
    </div>
  );
}

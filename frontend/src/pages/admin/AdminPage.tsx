import { Spin, Typography } from 'antd';
import { Suspense, lazy, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { usePageTitle } from '../../ui/use-page-title';
import { LoadingStatus } from '../../ui/LoadingStatus';
import { Tabs } from '../../ui/Tabs';
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
 * /admin (spec §2): the welcome line and the ten tabs (all visible: they wrap on a phone rather than hide behind an
 * overflow menu); the open tab is kept in ?tab= so a reload stays on it.
 */
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
      <Tabs
        label="Admin sections"
        active={tab.key}
        onChange={open}
        items={TABS.map(({ key, label, Panel }) => ({
          key,
          label,
          panel: (
            <Suspense
              fallback={
                <LoadingStatus label={`Loading ${label}`}>
                  <Spin />
                </LoadingStatus>
              }
            >
              <Panel />
            </Suspense>
          ),
        }))}
      />
    </div>
  );
}

import { ArrowLeftOutlined, DashboardOutlined, LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex } from 'antd';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { useLogout } from '../features/auth/hooks/use-logout';
import { CurrentMembershipCard } from '../features/billing/components/CurrentMembershipCard';
import { PaymentMethodsRow } from '../features/billing/components/PaymentMethodsRow';
import { ProfileBookingStats } from '../features/bookings/components/ProfileBookingStats';
import { ProfileUpcomingBookings } from '../features/bookings/components/ProfileUpcomingBookings';
import { NotificationsRow } from '../features/notifications/components/NotificationsRow';
import { busyButton } from '../ui/busy-button';
import { ButtonLink } from '../ui/ButtonLink';
import { usePageTitle } from '../ui/use-page-title';

const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first character as a reader sees it (an emoji, a letter with its accent), never half of one. */
function firstCharacter(text: string): string {
  const [first] = GRAPHEMES.segment(text);
  return first?.segment ?? '';
}

/** Spec §2 "Profile" settings row: Account Settings, for which the spec shows no action. */
function AccountSettingsRow({ username }: { username: string }) {
  return (
    <div className="settings-row">
      <SettingOutlined className="settings-row__icon" aria-hidden />
      <div className="settings-row__text">
        <h3 className="settings-row__title">Account Settings</h3>
        <p className="settings-row__hint">Signed in as {username}</p>
      </div>
    </div>
  );
}

/**
 * The way to the admin dashboard for an admin: the spec's header and bottom bar lead nowhere near /admin, and the
 * installed app has no address bar to type it in.
 */
function AdminDashboardRow() {
  return (
    <div className="settings-row">
      <DashboardOutlined className="settings-row__icon" aria-hidden />
      <div className="settings-row__text">
        <h3 className="settings-row__title">Admin Dashboard</h3>
        <p className="settings-row__hint">Classes, schedule, members, bookings and payments</p>
      </div>
      <ButtonLink to="/admin" aria-label="Open the admin dashboard">
        Open
      </ButtonLink>
    </div>
  );
}

/**
 * Spec §2 "Profile": Log Out ('Logging out...' while pending), which always ends at /. It keeps the focus while the
 * server is asked; the screen at / takes it then.
 */
function LogOutButton() {
  const { logout, isPending } = useLogout();
  return (
    <Button
      block
      danger
      size="large"
      icon={<LogoutOutlined aria-hidden />}
      onClick={() => void logout()}
      {...busyButton(isPending)}
    >
      {isPending ? 'Logging out...' : 'Log Out'}
    </Button>
  );
}

/**
 * /profile (spec §2): the header with the avatar, the stat cards, the Current Membership card, the upcoming
 * bookings, the settings rows and Log Out.
 */
export default function ProfilePage() {
  usePageTitle('My Profile');
  const { user, isAdmin } = useCurrentUser();
  const shownName = user?.fullName || user?.username || '';
  return (
    <div className="page page--narrow profile">
      <Link to="/" className="back-link">
        <ArrowLeftOutlined aria-hidden /> Back
      </Link>
      <h1 className="page-title">My Profile</h1>
      <div className="profile__identity">
        <Avatar size={56} className="profile__avatar" aria-hidden>
          {firstCharacter(shownName).toUpperCase()}
        </Avatar>
        <div>
          <p className="profile__name">{shownName}</p>
          <p className="profile__email">{user?.email}</p>
        </div>
      </div>
      <ProfileBookingStats />
      <CurrentMembershipCard />
      <ProfileUpcomingBookings />
      <section className="section" aria-labelledby="settings-title">
        <h2 id="settings-title" className="section__title">
          Settings
        </h2>
        <Flex vertical gap={8}>
          <NotificationsRow />
          <PaymentMethodsRow />
          <AccountSettingsRow username={user?.username ?? ''} />
          {isAdmin ? <AdminDashboardRow /> : null}
        </Flex>
      </section>
      <div className="section">
        <LogOutButton />
      </div>
    </div>
  );
}

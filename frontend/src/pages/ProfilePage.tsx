import { ArrowLeftOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { CurrentMembershipCard } from '../features/billing/components/CurrentMembershipCard';
import { PaymentMethodsRow } from '../features/billing/components/PaymentMethodsRow';
import { ProfileBookingStats } from '../features/bookings/components/ProfileBookingStats';
import { ProfileUpcomingBookings } from '../features/bookings/components/ProfileUpcomingBookings';
import { NotificationsRow } from '../features/notifications/components/NotificationsRow';
import { usePageTitle } from '../ui/use-page-title';

/** /profile (spec §2): the account header, the Current Membership card and the settings rows. */
export default function ProfilePage() {
  usePageTitle('My Profile');
  const { user } = useCurrentUser();
  const shownName = user?.fullName || user?.username || '';
  return (
    <div className="page page--narrow profile">
      <Link to="/" className="back-link">
        <ArrowLeftOutlined aria-hidden /> Back
      </Link>
      <h1 className="page-title">My Profile</h1>
      <div className="profile__identity">
        <Avatar size={56} className="profile__avatar" aria-hidden>
          {shownName.charAt(0).toUpperCase()}
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
        <NotificationsRow />
        <PaymentMethodsRow />
      </section>
    </div>
  );
}

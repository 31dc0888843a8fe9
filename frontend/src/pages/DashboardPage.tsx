import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { firstNameOf } from '../features/auth/user-names';
import { MembershipUpgradeCard } from '../features/billing/components/MembershipUpgradeCard';
import { UpcomingBookings } from '../features/bookings/components/UpcomingBookings';
import { DashboardFeatured } from '../features/home/components/DashboardFeatured';
import { usePageTitle } from '../ui/use-page-title';

/** The signed-in home (spec §2). */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useCurrentUser();
  const name = user ? firstNameOf(user.fullName, user.username) : '';
  return (
    <div className="page">
      <h1 className="page-title">Welcome back, {name}!</h1>
      <p className="page-subtitle">Ready for your next workout?</p>
      <UpcomingBookings />
      <MembershipUpgradeCard />
      <DashboardFeatured />
    </div>
  );
}

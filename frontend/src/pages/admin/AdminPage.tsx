import { Card, Typography } from 'antd';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { usePageTitle } from '../../ui/use-page-title';

/** Admin dashboard frame; its own chunk, loaded only past the admin guard. */
export default function AdminPage() {
  usePageTitle('Admin Dashboard');
  const { user } = useCurrentUser();
  return (
    <div className="page">
      <Card>
        <Typography.Title level={1} className="page-title">
          Admin Dashboard
        </Typography.Title>
        <Typography.Paragraph>Welcome, {user?.fullName}</Typography.Paragraph>
        <Typography.Paragraph>This screen is coming soon.</Typography.Paragraph>
      </Card>
    </div>
  );
}
